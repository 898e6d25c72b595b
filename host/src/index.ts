// The host provides the federation singletons eagerly (shared/build/federation.cjs): they are in
// this entry already, so no async boundary is needed before the shell starts.
import './bootstrap';
