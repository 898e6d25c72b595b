// The async boundary: federation shares (React, the router, shared stores) are negotiated
// before any module that uses them runs.
void import('./bootstrap');
