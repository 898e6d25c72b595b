/**
 * The frame of a score-list row: placed by the virtual list, opened by a tap or Enter, named by its
 * teams for a screen reader, and found by the tests and the goal popups by its match id.
 */
import type { ReactNode } from 'react';

export interface MatchRowLinkProps {
  className: string;
  /** px from the list's top (the virtual list's layout) */
  top: number;
  label: string;
  matchId: number;
  onOpen: () => void;
  children: ReactNode;
}

export function MatchRowLink({ className, top, label, matchId, onOpen, children }: MatchRowLinkProps) {
  return (
    <div
      className={className}
      style={{ transform: `translateY(${top}px)` }}
      role="link"
      tabIndex={0}
      aria-label={label}
      data-match-id={matchId}
      data-testid="match-row"
      onClick={onOpen}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
    >
      {children}
    </div>
  );
}
