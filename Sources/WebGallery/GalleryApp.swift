import AppSupport
import Foundation
import RxCore
import WebUI

/// Starts the gallery's web application (outside main.swift's main-actor top level: its
/// closures are called from the main queue by WebUI, never assumed to be actor-isolated).
enum GalleryApp {
    static func run() -> Never {
        let options = GalleryOptions.readOrExit()
        let context = AppContext(name: GalleryOptions.commandLine.program, environment: ProcessInfo.processInfo.environment)
        let application = WebApplication(configuration: WebConfiguration(
            title: "WebUI Gallery", server: ServerConfiguration(port: options.port))) { path in
            GalleryRoutes.makeRoot(path: path)
        }
        application.imageProvider = GalleryPictures.serve
        let url: URL
        do {
            url = try application.start()
        } catch {
            context.report(error.description)
            exit(1)
        }
        // Exactly one line on stdout, written at once (unbuffered): the page's address.
        FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
        context.report("serving on \(url.host ?? "127.0.0.1"):\(url.port ?? 0); Ctrl-C stops")
        if !options.noOpen {
            _ = Browser(environment: context.environment).open(url).subscribe(onError: { error in
                context.report("\(error) Open \(url.absoluteString) yourself.")
            })
        }
        application.runUntilTerminated()
    }
}
