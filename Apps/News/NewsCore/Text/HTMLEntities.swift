/// Character references as HTML defines them: numeric ones (with the Windows-1252
/// mapping of 0x80–0x9F that browsers apply) and the named ones news text uses.
enum HTMLEntities {
    /// The text of the numeric reference `value`: U+FFFD for 0, surrogates and values
    /// beyond Unicode; 0x80–0x9F read as Windows-1252 (so `&#x9b;` is "›", never the C1
    /// control CSI).
    static func character(forCode value: UInt32) -> Unicode.Scalar {
        if (0x80...0x9F).contains(value) {
            let mapped = windows1252[Int(value - 0x80)]
            return Unicode.Scalar(mapped) ?? "\u{FFFD}"
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// The text of the named reference `name` (without `&` and `;`), or nil when unknown.
    static func character(named name: Substring) -> String? {
        named[String(name)]
    }

    /// 0x80–0x9F in Windows-1252 (undefined positions stay as U+FFFD).
    private static let windows1252: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    // The XML five, typography, Latin-1 letters and signs, and a few Greek letters and
    // symbols: what feeds and Hacker News send. An unknown name stays as written.
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwnj": "\u{200C}", "zwj": "\u{200D}",
        "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”",
        "bdquo": "„", "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›", "hellip": "…", "bull": "•",
        "middot": "·", "prime": "′", "Prime": "″", "dagger": "†", "Dagger": "‡", "permil": "‰", "trade": "™",
        "copy": "©", "reg": "®", "deg": "°", "plusmn": "±", "times": "×", "divide": "÷", "minus": "−",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "sup1": "¹", "sup2": "²", "sup3": "³", "micro": "µ",
        "para": "¶", "sect": "§", "cent": "¢", "pound": "£", "yen": "¥", "euro": "€", "curren": "¤",
        "iexcl": "¡", "iquest": "¿", "ordf": "ª", "ordm": "º", "not": "¬", "shy": "\u{AD}", "macr": "¯",
        "acute": "´", "cedil": "¸", "uml": "¨", "brvbar": "¦", "larr": "←", "rarr": "→", "uarr": "↑",
        "darr": "↓", "harr": "↔", "rArr": "⇒", "lArr": "⇐", "hArr": "⇔", "le": "≤", "ge": "≥", "ne": "≠",
        "asymp": "≈", "infin": "∞", "sum": "∑", "prod": "∏", "radic": "√", "part": "∂", "int": "∫",
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "lambda": "λ", "mu": "μ",
        "pi": "π", "sigma": "σ", "tau": "τ", "phi": "φ", "omega": "ω", "Delta": "Δ", "Sigma": "Σ", "Omega": "Ω",
        "Agrave": "À", "Aacute": "Á", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä", "Aring": "Å", "AElig": "Æ",
        "Ccedil": "Ç", "Egrave": "È", "Eacute": "É", "Ecirc": "Ê", "Euml": "Ë", "Igrave": "Ì", "Iacute": "Í",
        "Icirc": "Î", "Iuml": "Ï", "ETH": "Ð", "Ntilde": "Ñ", "Ograve": "Ò", "Oacute": "Ó", "Ocirc": "Ô",
        "Otilde": "Õ", "Ouml": "Ö", "Oslash": "Ø", "Ugrave": "Ù", "Uacute": "Ú", "Ucirc": "Û", "Uuml": "Ü",
        "Yacute": "Ý", "THORN": "Þ", "szlig": "ß", "agrave": "à", "aacute": "á", "acirc": "â", "atilde": "ã",
        "auml": "ä", "aring": "å", "aelig": "æ", "ccedil": "ç", "egrave": "è", "eacute": "é", "ecirc": "ê",
        "euml": "ë", "igrave": "ì", "iacute": "í", "icirc": "î", "iuml": "ï", "eth": "ð", "ntilde": "ñ",
        "ograve": "ò", "oacute": "ó", "ocirc": "ô", "otilde": "õ", "ouml": "ö", "oslash": "ø", "ugrave": "ù",
        "uacute": "ú", "ucirc": "û", "uuml": "ü", "yacute": "ý", "thorn": "þ", "yuml": "ÿ", "OElig": "Œ",
        "oelig": "œ", "Scaron": "Š", "scaron": "š", "Yuml": "Ÿ", "fnof": "ƒ", "circ": "ˆ", "tilde": "˜",
    ]
}
