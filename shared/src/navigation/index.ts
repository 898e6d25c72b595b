/**
 * The router every app of the suite uses. Import from here, not from 'react-router-dom': a shared
 * federation module is bundled whole, and the whole router costs ~62 KB gzip on a fan's first page.
 * Re-exporting the parts the suite uses lets webpack tree-shake react-router inside this one shared
 * module, so host and remotes still get a single router instance at a fraction of the size.
 * Add an export here when a page needs one more router API.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  Outlet,
  Link,
  NavLink,
  Navigate,
  redirect,
  isRouteErrorResponse,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatches,
  useRouteError,
  useNavigation,
} from 'react-router';
export type { RouteObject, UIMatch, PatchRoutesOnNavigationFunction } from 'react-router';
