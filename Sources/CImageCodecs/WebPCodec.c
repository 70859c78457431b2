// WebP through libwebp, whose API returns status codes (nothing to catch): here only so
// the three formats share one shape, and for its scaling while decoding.
#include "CImageCodecs.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/encode.h>

static const char *cic_webp_reason(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "the WebP data is damaged";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "a WebP feature that is not supported (an animation?)";
    case VP8_STATUS_SUSPENDED: return "decoding was suspended";
    case VP8_STATUS_USER_ABORT: return "decoding was stopped";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "the file ends before the image does";
    default: return "not a readable WebP image";
    }
}

static cic_status cic_webp_status(VP8StatusCode status, char *message) {
    snprintf(message, CIC_MESSAGE_CAPACITY, "%s", cic_webp_reason(status));
    switch (status) {
    case VP8_STATUS_NOT_ENOUGH_DATA: return CIC_TRUNCATED;
    case VP8_STATUS_OUT_OF_MEMORY: return CIC_OUT_OF_MEMORY;
    default: return CIC_CORRUPT;
    }
}

cic_status cic_decode_webp(const uint8_t *data, size_t size, int min_width, int min_height,
                           uint64_t max_pixels, cic_image *out, char *message) {
    memset(out, 0, sizeof *out);
    message[0] = '\0';
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        snprintf(message, CIC_MESSAGE_CAPACITY, "libwebp version mismatch");
        return CIC_CORRUPT;
    }
    VP8StatusCode status = WebPGetFeatures(data, size, &config.input);
    if (status != VP8_STATUS_OK) return cic_webp_status(status, message);
    int width = config.input.width, height = config.input.height;
    out->source_width = width;
    out->source_height = height;
    if (max_pixels > 0 && (uint64_t)width * height > max_pixels) {
        snprintf(message, CIC_MESSAGE_CAPACITY, "%dx%d pixels", width, height);
        return CIC_TOO_MANY_PIXELS;
    }
    int output_width = width, output_height = height;
    if (min_width > 0 && min_height > 0 && (min_width < width || min_height < height)) {
        // The smallest size of the same shape that covers the box.
        double scale = (double)min_width / width;
        if ((double)min_height / height > scale) scale = (double)min_height / height;
        if (scale < 1.0) {
            output_width = (int)(width * scale + 0.999);
            output_height = (int)(height * scale + 0.999);
            if (output_width < 1) output_width = 1;
            if (output_height < 1) output_height = 1;
            config.options.use_scaling = 1;
            config.options.scaled_width = output_width;
            config.options.scaled_height = output_height;
        }
    }
    uint8_t *pixels = malloc((size_t)output_width * output_height * 4);
    if (pixels == NULL) {
        snprintf(message, CIC_MESSAGE_CAPACITY, "%dx%d pixels", output_width, output_height);
        return CIC_OUT_OF_MEMORY;
    }
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = pixels;
    config.output.u.RGBA.stride = output_width * 4;
    config.output.u.RGBA.size = (size_t)output_width * output_height * 4;
    status = WebPDecode(data, size, &config);
    WebPFreeDecBuffer(&config.output);
    if (status != VP8_STATUS_OK) {
        free(pixels);
        return cic_webp_status(status, message);
    }
    out->pixels = pixels;
    out->width = output_width;
    out->height = output_height;
    return CIC_OK;
}

cic_status cic_encode_webp(const uint8_t *rgba, int width, int height, int quality, int lossless,
                           uint8_t **out, size_t *out_size, char *message) {
    *out = NULL;
    *out_size = 0;
    message[0] = '\0';
    uint8_t *encoded = NULL;
    size_t length = lossless ? WebPEncodeLosslessRGBA(rgba, width, height, width * 4, &encoded)
                             : WebPEncodeRGBA(rgba, width, height, width * 4, (float)quality, &encoded);
    if (length == 0 || encoded == NULL) {
        snprintf(message, CIC_MESSAGE_CAPACITY, "libwebp could not encode the image");
        return CIC_CORRUPT;
    }
    uint8_t *copy = malloc(length);
    if (copy == NULL) {
        WebPFree(encoded);
        return CIC_OUT_OF_MEMORY;
    }
    memcpy(copy, encoded, length);
    WebPFree(encoded);
    *out = copy;
    *out_size = length;
    return CIC_OK;
}
