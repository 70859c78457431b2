// Counts heap allocations by interposing the malloc family in the benchmark
// executable; each call forwards to glibc's own implementation.
#include "CBenchSupport.h"
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_int counting = 0;
static atomic_ullong allocations = 0;

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t count_, size_t size) { count(); return __libc_calloc(count_, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return 12; /* ENOMEM */
    *result = pointer;
    return 0;
}

uint64_t cbench_allocation_count(void) { return atomic_load(&allocations); }
void cbench_count_allocations(int enabled) { atomic_store(&counting, enabled); }
void cbench_blackhole(const void *pointer) { (void)pointer; __asm__ volatile("" : : "r"(pointer) : "memory"); }
