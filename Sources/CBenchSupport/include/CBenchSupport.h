#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H
#include <stdint.h>
/// Number of malloc-family calls made by this process since start (counted only while enabled).
uint64_t cbench_allocation_count(void);
/// Starts or stops counting allocations.
void cbench_count_allocations(int enabled);
/// Prevents the optimizer from removing a value.
void cbench_blackhole(const void *pointer);
#endif
