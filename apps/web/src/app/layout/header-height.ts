/** The signed-in header's height in px (AppShell's header); the toasts open below it (app/toasts.module.css). */
export const APP_HEADER_HEIGHT = 64;
