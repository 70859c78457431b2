// web-gallery: every WebUI view, live, with made-up data. Prints the page's address
// (one line on stdout), opens it in the browser unless --no-open, logs to stderr, and
// serves until Ctrl-C or SIGTERM.
GalleryApp.run()
