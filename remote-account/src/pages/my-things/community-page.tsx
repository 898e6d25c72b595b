/** /user/community (我的帖子): my posts and questions, newest first, each opening its page. */
import { Loader, NavBar } from '@kickoff/shared/ui';
import { useMyInfo } from '../../features/profile/hooks/use-my-info';
import { PagedRows } from '../../features/my-things/components/paged-rows';
import { PostRow } from '../../features/my-things/components/rows';
import { useMyPosts } from '../../features/my-things/hooks/use-my-posts';

export default function MyPostsPage() {
  const me = useMyInfo()?.id;
  const paged = useMyPosts(me);
  return (
    <main>
      <NavBar title="我的帖子" />
      {me ? (
        <PagedRows
          paged={paged}
          empty="还没有发过帖子，去社区说两句吧"
          label="我的帖子"
          rowKey={(p) => p.id}
          row={(p) => <PostRow p={p} />}
        />
      ) : (
        <Loader />
      )}
    </main>
  );
}
