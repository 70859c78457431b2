// Generates the fixed-arity (2 to 8 sources) `zip` and `combineLatest` of RxCore's traits,
// each a thin wrapper over `Observable`'s (which scripts/generate-arity.swift writes):
//
//     swift scripts/generate-trait-arity.swift
//
// Every arity has the same shape; only the number of sources differs, so the code is
// written once here. Run from the package root; it rewrites, in Sources/RxCore/Traits/,
// Infallible+CombineLatest+arity.swift, Infallible+Zip+arity.swift,
// PrimitiveSequence+Zip+arity.swift and SharedSequence+Operators+arity.swift.

import Foundation

let arities = 2...8

func list(_ n: Int, _ separator: String = ", ", _ item: (Int) -> String) -> String {
    (1...n).map(item).joined(separator: separator)
}

/// `($0, $1, …)`: the selector that makes the tuple form's tuple.
func tupleSelector(_ n: Int) -> String {
    "{ (\(list(n) { "$\($0 - 1)" })) }"
}

/// How one trait spells the operators for `n` sources: its generic parameters, the
/// parameter list, the element types, the result type for an element type, the constraints,
/// how a source becomes an `Observable` and how one becomes the trait again.
struct TraitShape {
    var generics: (Int) -> String
    var parameters: (Int) -> String
    var elements: (Int) -> String
    var result: (String) -> String
    var whereClause: (Int) -> String = { _ in "" }
    var observable: (Int) -> String
    /// The start of the expression that makes the trait from an `Observable`.
    var wrap: (String) -> String
    var selectorThrows = false
}

/// One `extension` holding the arities 2 to 8 of `operatorName` with a result selector.
func selectorForms(_ shape: TraitShape, extensionHeader: String, operatorName: String, docs: (Int) -> String) -> String {
    let functions = arities.map { n in
        """
        \(docs(n))
            public static func \(operatorName)<\(shape.generics(n))>(
                \(shape.parameters(n)),
                resultSelector: @escaping (\(shape.elements(n)))\(shape.selectorThrows ? " throws" : "") -> Element
            ) -> \(shape.result("Element"))\(shape.whereClause(n)) {
                \(shape.wrap("Element"))Observable.\(operatorName)(\(list(n) { shape.observable($0) }), resultSelector: resultSelector))
            }
        """
    }
    return "\(extensionHeader) {\n" + functions.joined(separator: "\n\n") + "\n}\n"
}

/// One `extension` holding the arities 2 to 8 of `operatorName`'s tuple form.
func tupleForms(_ shape: TraitShape, extensionHeader: String, operatorName: String) -> String {
    let functions = arities.map { n in
        let tuple = "(\(shape.elements(n)))"
        return """
            /// Like `\(operatorName)(_:resultSelector:)`, with the \(n) values as a tuple.
            public static func \(operatorName)<\(shape.generics(n))>(
                \(shape.parameters(n))
            ) -> \(shape.result(tuple))\(shape.whereClause(n)) {
                \(shape.wrap(tuple))Observable.\(operatorName)(\(list(n) { shape.observable($0) }), resultSelector: \(tupleSelector(n))))
            }
        """
    }
    return "\(extensionHeader) {\n" + functions.joined(separator: "\n\n") + "\n}\n"
}

// MARK: - Infallible

let infallible = TraitShape(
    generics: { n in list(n) { "I\($0): InfallibleType" } },
    parameters: { n in list(n) { "_ source\($0): I\($0)" } },
    elements: { n in list(n) { "I\($0).Element" } },
    result: { element in "Infallible<\(element)>" },
    observable: { "source\($0).asObservable()" },
    wrap: { _ in "Infallible(" }
)

func infallibleFile(operatorName: String, selectorDoc: String, collectionDoc: String, arrayDoc: String) -> String {
    selectorForms(infallible, extensionHeader: "extension InfallibleType", operatorName: operatorName) { _ in
        "    /// \(selectorDoc)"
    } + "\n" + tupleForms(infallible, extensionHeader: "extension InfallibleType where Element == Any", operatorName: operatorName) + """

    extension InfallibleType {
        /// \(collectionDoc)
        public static func \(operatorName)<Collection: Swift.Collection, Result>(
            _ collection: Collection,
            resultSelector: @escaping ([Element]) -> Result
        ) -> Infallible<Result> where Collection.Element == Infallible<Element> {
            Infallible(Observable.\(operatorName)(collection.map { $0.asObservable() }, resultSelector: resultSelector))
        }

        /// \(arrayDoc)
        public static func \(operatorName)<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
            where Collection.Element == Infallible<Element> {
            Infallible(Observable.\(operatorName)(collection.map { $0.asObservable() }))
        }
    }

    """
}

// MARK: - Single and Maybe

let primitiveSequence = TraitShape(
    generics: { n in list(n) { "E\($0)" } },
    parameters: { n in list(n) { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" } },
    elements: { n in list(n) { "E\($0)" } },
    result: { element in "PrimitiveSequence<Trait, \(element)>" },
    observable: { "source\($0).source" },
    wrap: { _ in "PrimitiveSequence(raw: " },
    selectorThrows: true
)

func primitiveSequenceFile() -> String {
    let single = selectorForms(primitiveSequence, extensionHeader: "extension PrimitiveSequenceType where Trait == SingleTrait", operatorName: "zip") { n in
        """
            /// Succeeds with `resultSelector` applied to the \(n) results once all have succeeded;
            /// fails as soon as one fails.
        """
    }
    let singleTuples = tupleForms(primitiveSequence, extensionHeader: "extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait", operatorName: "zip")
    let maybe = selectorForms(primitiveSequence, extensionHeader: "extension PrimitiveSequenceType where Trait == MaybeTrait", operatorName: "zip") { n in
        """
            /// Succeeds with `resultSelector` applied to the \(n) elements once all have one;
            /// completes empty as soon as one completes empty, fails as soon as one fails.
        """
    }
    let maybeTuples = tupleForms(primitiveSequence, extensionHeader: "extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait", operatorName: "zip")
    return [single, singleTuples, maybe, maybeTuples].joined(separator: "\n")
}

// MARK: - Driver and Signal

let sharedSequence = TraitShape(
    generics: { n in list(n) { "O\($0): SharedSequenceConvertibleType" } },
    parameters: { n in list(n) { "_ source\($0): O\($0)" } },
    elements: { n in list(n) { "O\($0).Element" } },
    result: { element in "SharedSequence<O1.SharingStrategy, \(element)>" },
    whereClause: { n in " where " + list(n) { "SharingStrategy == O\($0).SharingStrategy" } },
    observable: { "source\($0).asSharedSequence().asObservable()" },
    wrap: { element in "SharedSequence<O1.SharingStrategy, \(element)>(" }
)

func sharedSequenceFile() -> String {
    [
        selectorForms(sharedSequence, extensionHeader: "extension SharedSequence", operatorName: "zip") { _ in
            "    /// Emits `resultSelector` applied to the elements of all sources, paired by index."
        },
        tupleForms(sharedSequence, extensionHeader: "extension SharedSequence where Element == Any", operatorName: "zip"),
        selectorForms(sharedSequence, extensionHeader: "extension SharedSequence", operatorName: "combineLatest") { _ in
            "    /// Emits `resultSelector` applied to the latest elements of all sources whenever one emits (once each has emitted)."
        },
        tupleForms(sharedSequence, extensionHeader: "extension SharedSequence where Element == Any", operatorName: "combineLatest"),
    ].joined(separator: "\n")
}

// MARK: - Files

func header(_ what: String) -> String {
    """
    // Generated by scripts/generate-trait-arity.swift: arities 2 to 8 of \(what).
    // Do not edit: change the script and run it again.


    """
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let directory = root.appendingPathComponent("Sources/RxCore/Traits")
let files = [
    ("Infallible+CombineLatest+arity.swift", header("`combineLatest` for `Infallible`") + infallibleFile(
        operatorName: "combineLatest",
        selectorDoc: "Emits `resultSelector` applied to the latest elements of all sources whenever any emits (once each has emitted).",
        collectionDoc: "Emits `resultSelector` applied to the latest elements of all sources whenever any emits (once each has emitted), for a collection of sources.",
        arrayDoc: "Emits arrays of the latest elements of all sources whenever any emits (once each has emitted), for a collection of sources."
    )),
    ("Infallible+Zip+arity.swift", header("`zip` for `Infallible`") + infallibleFile(
        operatorName: "zip",
        selectorDoc: "Emits `resultSelector` applied to the elements of all sources, paired by index.",
        collectionDoc: "Emits `resultSelector` applied to the elements of all sources, paired by index, for a collection of sources.",
        arrayDoc: "Emits arrays of the elements of all sources, paired by index, for a collection of sources."
    )),
    ("PrimitiveSequence+Zip+arity.swift", header("`zip` for `Single` and `Maybe`") + primitiveSequenceFile()),
    ("SharedSequence+Operators+arity.swift", header("`zip` and `combineLatest` for `Driver` and `Signal`") + sharedSequenceFile()),
]
for (name, text) in files {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
    try trimmed.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    print("wrote \(name)")
}
