/** An upload's path as this page can load it (the api may sit on another origin). */
import { api } from '@kickoff/shared/api';

export const mediaUrl = (path: string) => (path.startsWith('/') ? api.urlFor(path) : path);
