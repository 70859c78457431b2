import Foundation
import RxImages
import RxStore
import WebUI

extension RunnableApp {
    /// The loader of the page's pictures: files in the app's image cache directory, fetched
    /// over the network; nil with `--no-images`, so nothing is fetched.
    public static func webImageLoader(options: Options, context: AppContext) -> ImageLoader? {
        options.common.noImages ? nil : ImageLoader(diskCache: DiskImageCache(directory: context.paths.imageCacheDirectory))
    }

    /// `--web`: serves the app as a live page on this machine until Ctrl-C or SIGTERM
    /// (never returns then). Prints exactly one line on stdout, the page's address with
    /// its one-time token, says on stderr where it listens, and opens the page in the
    /// browser unless `--no-open`. Each tab gets its own view models (`webRoot`);
    /// pictures come from the app's image cache, under `/img/`.
    ///
    /// - Throws: the exit status, after saying why on stderr, when the server cannot
    ///   listen (the port is taken) or the address cannot be printed.
    static func serveWeb(startup: Startup, store: Store, options: Options, context: AppContext) throws(ExitStatus) {
        let session = WebSession(context: context, pictures: WebPictures(loader: webImageLoader(options: options, context: context)))
        let application = WebApplication(configuration: WebConfiguration(title: context.name, server: ServerConfiguration(port: UInt16(options.common.port ?? 0)))) {
            path in webRoot(startup: startup, store: store, options: options, session: session, path: path)
        }
        application.imageProvider = session.pictures.serve
        let url: URL
        do {
            url = try application.start()
        } catch {
            throw ExitStatus(context.fail(WebStartError(reason: error.description, port: options.common.port)))
        }
        let written = context.emit(url.absoluteString + "\n")
        guard written == 0 else { throw ExitStatus(written) }
        context.report("serving on \(url.host ?? "127.0.0.1"):\(url.port ?? 0); Ctrl-C stops.")
        if !options.common.noOpen {
            _ = Browser(environment: context.environment).open(url).subscribe(onError: { error in
                let reason = (error as? BrowserError)?.message ?? "\(error)"
                context.report("\(reason) Open \(url.absoluteString) yourself.")
            })
        }
        application.runUntilTerminated()
    }
}

/// Why the web page could not be served.
struct WebStartError: AppError {
    /// What the server said.
    var reason: String
    /// The port asked for, nil for a free one.
    var port: Int?

    var message: String {
        "cannot serve the page: \(reason)" + (port.map { port in " Give another --port than \(port), or none for a free one." } ?? "")
    }

    /// 1: nothing to fix on the command line unless a port was given.
    var exitStatus: Int32 { 1 }
}
