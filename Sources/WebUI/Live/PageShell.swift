/// The HTML document every page path gets: the stylesheet, the script, and an empty
/// main region the script fills from the live stream. It holds no data, so it is the
/// same for every tab and path.
enum PageShell {
    /// The document for an application called `title`.
    static func document(title: String) -> String {
        var html = HTML()
        html.raw("<!doctype html>")
        html.open("html", [("lang", "en")])
        html.open("head")
        html.void("meta", [("charset", "utf-8")])
        html.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        html.void("meta", [("name", "color-scheme"), ("content", "light dark")])
        html.element("title", text: title)
        html.void("link", [("rel", "icon"), ("href", "/assets/favicon.svg"), ("type", "image/svg+xml")])
        html.void("link", [("rel", "stylesheet"), ("href", "/assets/webui.css")])
        html.open("script", [("src", "/assets/webui.js"), ("defer", "")])
        html.close("script")
        html.close("head")
        html.open("body")
        html.open("div", [("id", "connection"), ("class", "connection"), ("role", "status"), ("aria-live", "polite"), ("hidden", "")])
        html.close("div")
        html.open("div", [("id", "app"), ("class", "app"), ("aria-busy", "true")])
        html.element("p", [("class", "loading")], text: "Loading…")
        html.close("div")
        html.open("noscript")
        html.element("p", [("class", "noscript")], text: "This page needs JavaScript: \(title) keeps it up to date while it runs.")
        html.close("noscript")
        html.close("body")
        html.close("html")
        return html.markup
    }
}
