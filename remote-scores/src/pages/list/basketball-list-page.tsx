/** /live/lq/{type?}: the basketball score list. */
import { useLiveStore } from '@kickoff/shared/stores';
import { BasketballRow } from '../../components/basketball-row';
import { VirtualList } from '../../components/virtual-list';
import { ListPageFrame } from './list-page-frame';
import { useBasketballListPage } from '../../features/match-list/hooks/use-basketball-list-page';

export const BASKETBALL_ROW_REM = 1.3;
/** the basketball list carries no lottery marks */
const NO_LOTTERY = { jczq: 0, bjdc: 0 };

export default function BasketballListPage() {
  const page = useBasketballListPage();
  const ranking = useLiveStore((s) => s.pmChecked);
  return (
    <ListPageFrame page={page} lotteryCounts={NO_LOTTERY}>
      <VirtualList
        items={page.shown}
        rowRem={BASKETBALL_ROW_REM}
        label="篮球比分"
        render={(m, top) => <BasketballRow key={m.id} m={m} top={top} ranking={ranking} onOpen={page.open} />}
      />
    </ListPageFrame>
  );
}
