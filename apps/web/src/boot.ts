// The page's entry. The prerendered shell in index.html paints first; only then is the app (already
// being fetched through modulepreload links) run. Otherwise a phone that got the JavaScript quickly
// would evaluate all of it before its first paint and show a blank screen meanwhile.
// The stylesheet belongs to the entry so the build links (and inlines) it in index.html.
import './index.css';

const start = () => void import('./main');

if (document.visibilityState === 'hidden') start();
// A timeout set inside an animation frame runs once that frame has been painted.
else requestAnimationFrame(() => setTimeout(start, 0));
