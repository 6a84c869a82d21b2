/** The page shown for an address the app does not know. */
export const notFound = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  home: 'Go to the home page',
};
