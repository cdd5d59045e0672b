// jsdom does not scroll; the router's scroll restoration calls window.scrollTo on navigation.
window.scrollTo = () => undefined
