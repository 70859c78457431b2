import CLibXML2
import Foundation

/// What a SAX reader of `LibXMLSAX` is told, element by element; names are local names
/// with their namespace resolved, text comes as the UTF-8 bytes libxml2 decoded.
protocol SAXReader: AnyObject {
    /// An element starts.
    func didStartElement(_ name: String, namespace: Namespace, attributes: ElementAttributes)
    /// An element ends.
    func didEndElement(_ name: String, namespace: Namespace)
    /// Text (or a CDATA section) inside the current element.
    func foundCharacters(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// libxml2's SAX2 parser driven straight from Swift: no strings are made for what the
/// reader does not keep, which `XMLParser` does for every name, attribute and piece of
/// text (twice the time of libxml2 itself for a feed).
///
/// Never fetches anything (`XML_PARSE_NONET`, no DTD loading) and keeps libxml2's limits
/// on entity expansion. Errors go to the parse's own result, never to stderr. Any thread;
/// each call has its own parser context.
enum LibXMLSAX {
    /// Why libxml2 stopped: its error code (an `xmlParserErrors` value) and the line.
    struct SyntaxError: Error, Equatable {
        var code: Int
        var line: Int
    }

    /// Parses `document`, telling `reader`; nil when it is well-formed.
    static func parse(_ document: Data, reader: any SAXReader) -> SyntaxError? {
        _ = initialize
        let box = ReaderBox(reader)
        var handler = xmlSAXHandler()
        handler.initialized = CLibXML2SAX2Magic
        handler.startElementNs = { context, name, _, uri, _, _, attributeCount, _, attributes in
            guard let context, let name else { return }
            let box = Unmanaged<ReaderBox>.fromOpaque(context).takeUnretainedValue()
            box.reader.didStartElement(String(cString: name), namespace: Namespace(uri),
                                       attributes: ElementAttributes(attributes, count: Int(attributeCount)))
        }
        handler.endElementNs = { context, name, _, uri in
            guard let context, let name else { return }
            Unmanaged<ReaderBox>.fromOpaque(context).takeUnretainedValue().reader.didEndElement(String(cString: name), namespace: Namespace(uri))
        }
        let characters: charactersSAXFunc = { context, bytes, count in
            guard let context, let bytes, count > 0 else { return }
            Unmanaged<ReaderBox>.fromOpaque(context).takeUnretainedValue().reader.foundCharacters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.serror = { context, error in
            // The first error is the one to report; later ones follow from it.
            guard let context, let error else { return }
            let box = Unmanaged<ReaderBox>.fromOpaque(context).takeUnretainedValue()
            if box.error == nil { box.error = SyntaxError(code: Int(error.pointee.code), line: Int(error.pointee.line)) }
        }
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        guard let parser = xmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, nil) else {
            return SyntaxError(code: 2, line: 0)   // XML_ERR_NO_MEMORY
        }
        defer { xmlFreeParserCtxt(parser) }
        _ = xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
        let status = document.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return xmlParseChunk(parser, nil, 0, 1) }
            return xmlParseChunk(parser, base.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count), 1)
        }
        if let error = box.error { return error }
        if status != 0 { return SyntaxError(code: Int(status), line: Int(xmlSAX2GetLineNumber(parser))) }
        return nil
    }

    /// libxml2's one-time set-up, done once before the first parse (its own call is
    /// not safe to race).
    private static let initialize: Void = xmlInitParser()

    /// The reader, reachable from libxml2's callbacks through the context pointer, and
    /// the first error.
    private final class ReaderBox {
        let reader: any SAXReader
        var error: SyntaxError?

        init(_ reader: any SAXReader) {
            self.reader = reader
        }
    }
}

/// The attributes of an element as libxml2 hands them over (five pointers each: local
/// name, prefix, URI, value start, value end), read by name on demand. Valid only during
/// the `didStartElement` call.
struct ElementAttributes {
    private let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    private let count: Int

    init(_ base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
        self.base = base
        self.count = count
    }

    /// The value of the attribute `name` (local name), references decoded; nil when absent.
    subscript(name: String) -> String? {
        guard let base, count > 0 else { return nil }
        return name.withCString { wanted in
            for index in 0..<count {
                let entry = base + index * 5
                guard let local = entry[0], strcmp(UnsafeRawPointer(local).assumingMemoryBound(to: CChar.self), wanted) == 0,
                      let start = entry[3], let end = entry[4] else { continue }
                // libxml2 leaves `&#38;` (for `&amp;`) in values unless told to substitute
                // entities, which would also let a document pull in external ones.
                return HTMLText.decodingReferences(UnsafeBufferPointer(start: start, count: end - start))
            }
            return nil
        }
    }
}

/// The namespaces the reader knows elements of.
enum Namespace {
    /// No namespace: RSS 2.0.
    case none
    case atom, media, content, dublinCore, slash, rss1, rdf
    /// One the reader ignores.
    case other

    private static let known: [(uri: StaticString, namespace: Namespace)] = [
        ("http://www.w3.org/2005/Atom", .atom),
        ("http://search.yahoo.com/mrss/", .media),
        ("http://purl.org/rss/1.0/modules/content/", .content),
        ("http://purl.org/dc/elements/1.1/", .dublinCore),
        ("http://purl.org/rss/1.0/modules/slash/", .slash),
        ("http://purl.org/rss/1.0/", .rss1),
        ("http://www.w3.org/1999/02/22-rdf-syntax-ns#", .rdf),
    ]

    /// The namespace of the URI libxml2 resolved (nil or empty: none).
    init(_ uri: UnsafePointer<xmlChar>?) {
        guard let uri, uri.pointee != 0 else {
            self = .none
            return
        }
        let text = UnsafeRawPointer(uri).assumingMemoryBound(to: CChar.self)
        for entry in Namespace.known where strcmp(text, UnsafeRawPointer(entry.uri.utf8Start).assumingMemoryBound(to: CChar.self)) == 0 {
            self = entry.namespace
            return
        }
        self = .other
    }
}
