/** The mark on #root of a page shipped as islands (decision 062): the browser then starts the islands instead of the app. */
export const ISLANDS_MARK = 'data-islands';
