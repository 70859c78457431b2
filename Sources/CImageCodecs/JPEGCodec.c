// JPEG through libjpeg-turbo. Its error manager is replaced: errors longjmp back to the
// function that set the jump (never exit()), warnings are counted and never printed, and
// the warning that the data ran out marks the result as truncated.
#include "CImageCodecs.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    volatile int truncated;
    char *message;
} cic_jpeg_error;

static void cic_jpeg_error_exit(j_common_ptr cinfo) {
    cic_jpeg_error *error = (cic_jpeg_error *)cinfo->err;
    if (error->message != NULL) {
        (*cinfo->err->format_message)(cinfo, error->message);
    }
    longjmp(error->jump, 1);
}

static void cic_jpeg_emit_message(j_common_ptr cinfo, int level) {
    cic_jpeg_error *error = (cic_jpeg_error *)cinfo->err;
    if (level < 0) {
        // A corrupt-data warning libjpeg worked around (it fills what is missing with grey).
        cinfo->err->num_warnings++;
        if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
            error->truncated = 1;
        }
    }
}

static void cic_jpeg_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static void cic_jpeg_install(cic_jpeg_error *error, char *message) {
    jpeg_std_error(&error->pub);
    error->pub.error_exit = cic_jpeg_error_exit;
    error->pub.emit_message = cic_jpeg_emit_message;
    error->pub.output_message = cic_jpeg_output_message;
    error->truncated = 0;
    error->message = message;
}

static const char truncated_message[] = "the file ends before the image does";

/// CMYK (or YCCK decoded to CMYK) to RGBA. Adobe's files store the inks inverted.
static void cic_cmyk_to_rgba(const uint8_t *cmyk, uint8_t *rgba, unsigned width, int inverted) {
    for (unsigned x = 0; x < width; x++) {
        unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        rgba[4 * x] = (uint8_t)((c * k + 127) / 255);
        rgba[4 * x + 1] = (uint8_t)((m * k + 127) / 255);
        rgba[4 * x + 2] = (uint8_t)((y * k + 127) / 255);
        rgba[4 * x + 3] = 255;
    }
}

cic_status cic_decode_jpeg(const uint8_t *data, size_t size, int min_width, int min_height,
                           uint64_t max_pixels, cic_image *out, char *message) {
    struct jpeg_decompress_struct cinfo;
    cic_jpeg_error error;
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    memset(out, 0, sizeof *out);
    message[0] = '\0';
    cinfo.err = &error.pub;
    cic_jpeg_install(&error, message);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(row);
        if (error.truncated) {
            snprintf(message, CIC_MESSAGE_CAPACITY, "%s", truncated_message);
            return CIC_TRUNCATED;
        }
        return CIC_CORRUPT;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    out->source_width = (int)cinfo.image_width;
    out->source_height = (int)cinfo.image_height;
    if (max_pixels > 0 && (uint64_t)cinfo.image_width * cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        snprintf(message, CIC_MESSAGE_CAPACITY, "%ux%u pixels", cinfo.image_width, cinfo.image_height);
        return CIC_TOO_MANY_PIXELS;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    if (min_width > 0 && min_height > 0) {
        // The smallest n/8 whose output still covers the box: the IDCT then does most of
        // the downscaling for free.
        unsigned numerator = 1;
        for (; numerator < 8; numerator++) {
            uint64_t width = ((uint64_t)cinfo.image_width * numerator + 7) / 8;
            uint64_t height = ((uint64_t)cinfo.image_height * numerator + 7) / 8;
            if (width >= (uint64_t)min_width && height >= (uint64_t)min_height) break;
        }
        cinfo.scale_num = numerator;
        cinfo.scale_denom = 8;
    }
    jpeg_start_decompress(&cinfo);
    unsigned width = cinfo.output_width, height = cinfo.output_height;
    pixels = malloc((size_t)width * height * 4);
    if (cmyk) row = malloc((size_t)width * 4);
    if (pixels == NULL || (cmyk && row == NULL)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(row);
        snprintf(message, CIC_MESSAGE_CAPACITY, "%ux%u pixels", width, height);
        return CIC_OUT_OF_MEMORY;
    }
    while (cinfo.output_scanline < height) {
        uint8_t *target = pixels + (size_t)cinfo.output_scanline * width * 4;
        JSAMPROW rows[1] = { cmyk ? row : target };
        if (jpeg_read_scanlines(&cinfo, rows, 1) != 1) break;
        if (cmyk) cic_cmyk_to_rgba(row, target, width, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    if (error.truncated) {
        free(pixels);
        snprintf(message, CIC_MESSAGE_CAPACITY, "%s", truncated_message);
        return CIC_TRUNCATED;
    }
    out->pixels = pixels;
    out->width = (int)width;
    out->height = (int)height;
    return CIC_OK;
}

cic_status cic_encode_jpeg(const uint8_t *rgba, int width, int height, int quality, int progressive,
                           int greyscale, uint8_t **out, size_t *out_size, char *message) {
    struct jpeg_compress_struct cinfo;
    cic_jpeg_error error;
    // Written by libjpeg through the pointers given to jpeg_mem_dest.
    struct { unsigned char *buffer; unsigned long length; } destination = { NULL, 0 };
    uint8_t *volatile row = NULL;
    *out = NULL;
    *out_size = 0;
    message[0] = '\0';
    cinfo.err = &error.pub;
    cic_jpeg_install(&error, message);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(destination.buffer);
        free(row);
        return CIC_CORRUPT;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &destination.buffer, &destination.length);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = greyscale ? 1 : 4;
    cinfo.in_color_space = greyscale ? JCS_GRAYSCALE : JCS_EXT_RGBA;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    if (progressive) jpeg_simple_progression(&cinfo);
    jpeg_start_compress(&cinfo, TRUE);
    if (greyscale) row = malloc((size_t)width);
    while (cinfo.next_scanline < cinfo.image_height) {
        const uint8_t *source = rgba + (size_t)cinfo.next_scanline * width * 4;
        JSAMPROW rows[1];
        if (greyscale) {
            if (row == NULL) longjmp(error.jump, 1);
            for (int x = 0; x < width; x++) {
                row[x] = (uint8_t)((299 * source[4 * x] + 587 * source[4 * x + 1] + 114 * source[4 * x + 2] + 500) / 1000);
            }
            rows[0] = row;
        } else {
            rows[0] = (JSAMPROW)source;
        }
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(row);
    *out = destination.buffer;
    *out_size = destination.length;
    return CIC_OK;
}

void cic_free(void *pointer) {
    free(pointer);
}
