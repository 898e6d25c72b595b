/**
 * A player's page in the database (资料库), linked from lineups and ratings. Its own module, so a
 * build keeps it only in the chunks that link to players (webpack tree-shakes per module).
 */
import type { Sport } from './live';
import { sportCode } from './match-path';

export const playerPath = (sport: Sport, id: number) => `/database/player/${sportCode(sport)}?id=${id}`;
