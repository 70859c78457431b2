// Decoding JPEG, PNG and WebP into RGBA through Debian's libjpeg-turbo, libpng and
// libwebp, for Swift.
//
// libjpeg's and libpng's default error handlers end the process (exit/abort) and their
// own recovery is setjmp/longjmp, which Swift code cannot use. Every call into them is
// made here, under an error handler that longjmps back to the function that set it and
// turns the failure into a status and a message. Warnings are never printed.
//
// The encoders exist so tests and the bench can make real files with the same libraries.
#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H
#include <stddef.h>
#include <stdint.h>

/// The outcome of a decode or encode.
typedef enum {
    /// Done; the output is set.
    CIC_OK = 0,
    /// The library refused the data; `message` says why.
    CIC_CORRUPT = 1,
    /// The data ends before the image does.
    CIC_TRUNCATED = 2,
    /// Width × height is above the limit given; nothing was decoded.
    CIC_TOO_MANY_PIXELS = 3,
    /// Memory for the pixels could not be had.
    CIC_OUT_OF_MEMORY = 4,
} cic_status;

/// Room for a library's message.
#define CIC_MESSAGE_CAPACITY 200

/// A decoded image: `width` × `height` pixels of 4 bytes (R, G, B, A, not premultiplied),
/// row after row, in memory from malloc (give it back with `cic_free`). `source_width`
/// and `source_height` are the file's own dimensions (the output may be smaller: a
/// JPEG is decoded at 1/8 to 8/8 of its size when asked for a smaller box).
typedef struct {
    uint8_t *pixels;
    int width;
    int height;
    int source_width;
    int source_height;
} cic_image;

/// Decodes a JPEG (baseline or progressive; greyscale, YCbCr, CMYK and YCCK).
/// With `min_width`/`min_height` above zero the image is decoded at the smallest DCT
/// scale (n/8) that still covers that box. Images above `max_pixels` are refused after
/// reading the header only. `message` (CIC_MESSAGE_CAPACITY bytes) gets the reason.
cic_status cic_decode_jpeg(const uint8_t *data, size_t size, int min_width, int min_height,
                           uint64_t max_pixels, cic_image *out, char *message);

/// Decodes a PNG of any colour type and bit depth (palettes, transparency chunks,
/// 16-bit, interlaced) to 8-bit RGBA.
cic_status cic_decode_png(const uint8_t *data, size_t size, uint64_t max_pixels,
                          cic_image *out, char *message);

/// Decodes a WebP (lossy, lossless, with alpha; the first frame of an animation is
/// refused as libwebp's simple API does). With `min_width`/`min_height` above zero
/// libwebp scales while decoding to the smallest size that covers that box.
cic_status cic_decode_webp(const uint8_t *data, size_t size, int min_width, int min_height,
                           uint64_t max_pixels, cic_image *out, char *message);

/// Frees pixels or encoded bytes made here.
void cic_free(void *pointer);

/// PNG colour types the encoder writes (the PNG specification's numbers).
typedef enum {
    CIC_PNG_GREY = 0,
    CIC_PNG_RGB = 2,
    CIC_PNG_PALETTE = 3,
    CIC_PNG_GREY_ALPHA = 4,
    CIC_PNG_RGBA = 6,
} cic_png_color_type;

/// Encodes RGBA pixels as a JPEG (alpha dropped); `progressive` writes a progressive
/// scan script, `greyscale` one channel. `*out` is malloc'd (free with `cic_free`).
cic_status cic_encode_jpeg(const uint8_t *rgba, int width, int height, int quality, int progressive,
                           int greyscale, uint8_t **out, size_t *out_size, char *message);

/// Encodes RGBA pixels as a PNG of `color_type` (a palette holds at most 256 colours,
/// with a tRNS chunk for alpha; more is CIC_CORRUPT), 8 bits per sample, 16 bits
/// with `sixteen_bit` (not for palettes), Adam7-interlaced with `interlaced`.
cic_status cic_encode_png(const uint8_t *rgba, int width, int height, cic_png_color_type color_type,
                          int sixteen_bit, int interlaced, uint8_t **out, size_t *out_size, char *message);

/// Encodes RGBA pixels as a WebP, lossy at `quality` or `lossless`.
cic_status cic_encode_webp(const uint8_t *rgba, int width, int height, int quality, int lossless,
                           uint8_t **out, size_t *out_size, char *message);

#endif
