/** /user/community (我的帖子): my posts and questions, newest first, each opening its page. */
import { api, unwrap } from '@kickoff/shared/api';
import { COMMUNITY_PATHS, type CommunityPage, type CommunityPost } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { Loader, NavBar } from '@kickoff/shared/ui';
import { useMyInfo } from '../../features/my-info';
import { PagedRows } from '../../features/paged-rows';
import { PostRow } from './rows';

export default function MyPostsPage() {
  const me = useMyInfo()?.id;
  const paged = usePagedData<CommunityPost>(me ? ['my-posts', me] : null, (page) =>
    unwrap(api.get<CommunityPage>(COMMUNITY_PATHS.list, { author: me, page, size: 20 })),
  );
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
