/** /admin/operate: 运营, pop-ups, banners, packages and the gift catalogue: the operate feature's desk. */
import { OperateDesk } from '../../features/operate/components/operate-desk';

export default function OperatePage() {
  return <OperateDesk />;
}
