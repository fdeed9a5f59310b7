import { startViewer } from './app/start.tsx';
import './styles/base.css';
import './styles/layout.css';
import './styles/sidebar.css';
import './styles/chrome.css';
import './styles/responsive.css';
import './styles/navbar.css';
import './styles/navbar-tools.css';
import './styles/content.css';
import './styles/pages.css';
import './styles/listings.css';
import './styles/code-tokens.css';
import './api/api.css';
import './api/reference.css';
import './mermaid/mermaid.css';
import './styles/print.css';

startViewer();
