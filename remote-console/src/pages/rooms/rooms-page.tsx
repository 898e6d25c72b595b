/** /admin/rooms: 主播与直播间: the rooms feature's desk. */
import { RoomsDesk } from '../../features/rooms/components/rooms-desk';

export default function RoomsPage() {
  return <RoomsDesk />;
}
