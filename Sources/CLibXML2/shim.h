// libxml2's SAX2 parser, for the news reader's feed parser (Debian's libxml2-dev).
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers would clash with the copy of ICU that
// Foundation brings. Only encoding handlers' internals use it, which Swift never touches
// (it holds them by pointer), so they are left out here.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

/// XML_SAX2_MAGIC as a typed constant (Swift does not import the macro's value as the
/// `unsigned int` the handler's `initialized` field is).
static const unsigned int CLibXML2SAX2Magic = XML_SAX2_MAGIC;
