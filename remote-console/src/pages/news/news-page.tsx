/** /admin/news: 资讯 (editors), the article list and the editor: the news feature's desk. */
import { NewsDesk } from '../../features/news/components/news-desk';

export default function NewsPage() {
  return <NewsDesk />;
}
