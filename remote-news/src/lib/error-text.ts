/** DataState's errorText for this remote: the server's sentence with ，请重试. */
export const newsErrorText = (error: Error) => `${error.message}，请重试`;
