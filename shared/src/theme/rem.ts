/** docs/ui.md: 750 design px = 7.5rem, so 1rem = viewport width / 7.5, capped at a 750 px column. */
const DESIGN_WIDTH = 750;

export function remBase(viewportWidth: number): number {
  return Math.min(viewportWidth, DESIGN_WIDTH) / 7.5;
}

/** Sets html font-size now and on every resize; returns the uninstaller. */
export function installRem(win: Window = window): () => void {
  const apply = () => {
    // the layout viewport without the scrollbar; innerWidth where the root has no width yet
    const width = win.document.documentElement.clientWidth || win.innerWidth;
    win.document.documentElement.style.fontSize = `${remBase(width)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
