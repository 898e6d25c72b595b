/** An API path (a generated cover, an uploaded image) as the browser must request it. */
import { api } from '@kickoff/shared/api';

export const mediaUrl = (path: string) => (path.startsWith('/') ? api.urlFor(path) : path);
