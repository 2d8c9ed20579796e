// The browser entry: one module that hydrates the server's page. The server's HTML preloads
// this module's imports and the matched page's chunks (`modulepreload`), so they download in
// parallel with the page; taps made before hydration are kept by the inline script in
// index.html and answered once the app runs (boot/early-taps.ts).
import './app/app.css';
import { start } from './client-main';

void start();
