/**
 * The messages between the home page's tours frame and the widget inside it. A widget reports
 * its content height as { type: 'resize', height } (or a bare { height }); the page asks for it
 * with { type: 'request-height' }. Our own widget page (server) and the frame (client) share these.
 */
export const RESIZE_MESSAGE_TYPE = 'resize';
export const HEIGHT_REQUEST_TYPE = 'request-height';
