/** The danmaku overlay of the player, with its on/off switch and density (lanes). */
import { useCallback, useEffect, useState } from 'react';
import { DENSITY_LANES, type Density } from './danmaku-lanes';
import { DanmakuRenderer, type DanmakuLine } from './danmaku-renderer';
import styles from './danmaku.module.css';

export function useDanmaku(enabled: boolean, density: Density) {
  const [renderer] = useState(
    () => new DanmakuRenderer(DENSITY_LANES[density], { line: styles.line ?? '', mine: styles.mine ?? '' }),
  );
  useEffect(() => renderer.setLanes(DENSITY_LANES[density]), [renderer, density]);
  useEffect(() => {
    if (!enabled) renderer.clear();
  }, [renderer, enabled]);
  useEffect(() => () => renderer.destroy(), [renderer]);

  const push = useCallback((line: DanmakuLine) => enabled && renderer.push(line), [renderer, enabled]);
  const attach = useCallback((el: HTMLDivElement | null) => renderer.attach(el), [renderer]);
  const view = <div ref={attach} className={styles.layer} aria-hidden="true" data-testid="danmaku" />;
  return { view, push };
}
