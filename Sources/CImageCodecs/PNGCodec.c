// PNG through libpng. libpng's error callback must not return: ours records the message
// and longjmps (png_longjmp) to the jump set in the function that called libpng;
// warnings are dropped. Reading runs from memory and notes when the data runs out.
#include "CImageCodecs.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    volatile int truncated;
    char *message;
} cic_png_state;

static void cic_png_error(png_structp png, png_const_charp text) {
    cic_png_state *state = (cic_png_state *)png_get_error_ptr(png);
    if (state != NULL && state->message != NULL && state->message[0] == '\0') {
        snprintf(state->message, CIC_MESSAGE_CAPACITY, "%s", text);
    }
    png_longjmp(png, 1);
}

static void cic_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void cic_png_read(png_structp png, png_bytep target, size_t length) {
    cic_png_state *state = (cic_png_state *)png_get_io_ptr(png);
    if (state->size - state->offset < length) {
        state->truncated = 1;
        snprintf(state->message, CIC_MESSAGE_CAPACITY, "the file ends before the image does");
        png_error(png, "the file ends before the image does");
    }
    memcpy(target, state->data + state->offset, length);
    state->offset += length;
}

cic_status cic_decode_png(const uint8_t *data, size_t size, uint64_t max_pixels,
                          cic_image *out, char *message) {
    cic_png_state state = { data, size, 0, 0, message };
    png_structp png = NULL;
    png_infop info = NULL;
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    memset(out, 0, sizeof *out);
    message[0] = '\0';
    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, cic_png_error, cic_png_warning);
    if (png == NULL) {
        snprintf(message, CIC_MESSAGE_CAPACITY, "libpng could not start");
        return CIC_OUT_OF_MEMORY;
    }
    info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(message, CIC_MESSAGE_CAPACITY, "libpng could not start");
        return CIC_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        return state.truncated ? CIC_TRUNCATED : CIC_CORRUPT;
    }
    png_set_read_fn(png, &state, cic_png_read);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    out->source_width = (int)width;
    out->source_height = (int)height;
    if (max_pixels > 0 && (uint64_t)width * height > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        snprintf(message, CIC_MESSAGE_CAPACITY, "%ux%u pixels", width, height);
        return CIC_TOO_MANY_PIXELS;
    }
    // Whatever the file holds becomes 8-bit RGBA.
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_transparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_transparency) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_transparency) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row size after conversion to RGBA");
    }
    pixels = malloc((size_t)width * height * 4);
    rows = malloc((size_t)height * sizeof(png_bytep));
    if (pixels == NULL || rows == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        snprintf(message, CIC_MESSAGE_CAPACITY, "%ux%u pixels", width, height);
        return CIC_OUT_OF_MEMORY;
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    out->pixels = pixels;
    out->width = (int)width;
    out->height = (int)height;
    return CIC_OK;
}

typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
} cic_output;

static void cic_png_write(png_structp png, png_bytep data, size_t length) {
    cic_output *output = (cic_output *)png_get_io_ptr(png);
    if (output->length + length > output->capacity) {
        size_t capacity = output->capacity ? output->capacity : 4096;
        while (capacity < output->length + length) capacity *= 2;
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->length, data, length);
    output->length += length;
}

static void cic_png_flush(png_structp png) {
    (void)png;
}

static uint8_t cic_luma(const uint8_t *pixel) {
    return (uint8_t)((299 * pixel[0] + 587 * pixel[1] + 114 * pixel[2] + 500) / 1000);
}

cic_status cic_encode_png(const uint8_t *rgba, int width, int height, cic_png_color_type color_type,
                          int sixteen_bit, int interlaced, uint8_t **out, size_t *out_size, char *message) {
    cic_png_state state = { NULL, 0, 0, 0, message };
    cic_output output = { NULL, 0, 0 };
    uint8_t *volatile samples = NULL;
    png_bytep *volatile rows = NULL;
    png_structp png = NULL;
    png_infop info = NULL;
    *out = NULL;
    *out_size = 0;
    message[0] = '\0';
    if (color_type == CIC_PNG_PALETTE && sixteen_bit) {
        snprintf(message, CIC_MESSAGE_CAPACITY, "palettes have 8-bit entries");
        return CIC_CORRUPT;
    }
    png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, cic_png_error, cic_png_warning);
    if (png == NULL) return CIC_OUT_OF_MEMORY;
    info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return CIC_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(output.bytes);
        free(samples);
        free(rows);
        return CIC_CORRUPT;
    }
    png_set_write_fn(png, &output, cic_png_write, cic_png_flush);
    int channels = color_type == CIC_PNG_GREY ? 1 : color_type == CIC_PNG_GREY_ALPHA ? 2
        : color_type == CIC_PNG_RGB ? 3 : color_type == CIC_PNG_RGBA ? 4 : 1;
    int bytes_per_sample = sixteen_bit ? 2 : 1;
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, sixteen_bit ? 16 : 8, (int)color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    size_t row_bytes = (size_t)width * channels * bytes_per_sample;
    samples = malloc(row_bytes * height);
    rows = malloc((size_t)height * sizeof(png_bytep));
    if (samples == NULL || rows == NULL) png_error(png, "out of memory");
    if (color_type == CIC_PNG_PALETTE) {
        png_color palette[256];
        png_byte alphas[256];
        int count = 0, translucent = 0;
        for (size_t index = 0; index < (size_t)width * height; index++) {
            const uint8_t *pixel = rgba + 4 * index;
            int entry = 0;
            while (entry < count && !(palette[entry].red == pixel[0] && palette[entry].green == pixel[1]
                                      && palette[entry].blue == pixel[2] && alphas[entry] == pixel[3])) entry++;
            if (entry == count) {
                if (count == 256) png_error(png, "more than 256 colours for a palette");
                palette[count].red = pixel[0];
                palette[count].green = pixel[1];
                palette[count].blue = pixel[2];
                alphas[count] = pixel[3];
                if (pixel[3] != 255) translucent = 1;
                count++;
            }
            samples[index] = (uint8_t)entry;
        }
        png_set_PLTE(png, info, palette, count);
        if (translucent) png_set_tRNS(png, info, alphas, count, NULL);
    } else {
        for (size_t index = 0; index < (size_t)width * height; index++) {
            const uint8_t *pixel = rgba + 4 * index;
            uint8_t values[4];
            switch (color_type) {
            case CIC_PNG_GREY: values[0] = cic_luma(pixel); break;
            case CIC_PNG_GREY_ALPHA: values[0] = cic_luma(pixel); values[1] = pixel[3]; break;
            case CIC_PNG_RGB: memcpy(values, pixel, 3); break;
            default: memcpy(values, pixel, 4); break;
            }
            uint8_t *target = samples + index * channels * bytes_per_sample;
            for (int channel = 0; channel < channels; channel++) {
                if (sixteen_bit) {
                    target[2 * channel] = values[channel];
                    target[2 * channel + 1] = values[channel];
                } else {
                    target[channel] = values[channel];
                }
            }
        }
    }
    for (int y = 0; y < height; y++) rows[y] = samples + (size_t)y * row_bytes;
    png_write_info(png, info);
    if (interlaced) png_set_interlace_handling(png);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(samples);
    free(rows);
    *out = output.bytes;
    *out_size = output.length;
    return CIC_OK;
}
