// The public frame's code loads lazily (app/public-site.tsx), but its styles must come with the entry's stylesheet:
// the server links only the entry's and the page's CSS into a server-rendered page (src/server/http/page-assets.ts),
// and a header or footer drawn unstyled until the code arrives would jump. A few kilobytes of CSS on admin screens.
import '../features/layout/layout.css';
import '../features/motion/motion-toggle.css';
import '../features/chat/chat-launcher.css';
