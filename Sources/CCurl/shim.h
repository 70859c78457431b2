// Typed entry points into Debian's libcurl for Swift, and the Linux calls its
// multi-socket interface is driven with (epoll, timerfd, eventfd: Glibc's Swift module
// does not export them).
//
// curl_easy_setopt, curl_multi_setopt and curl_easy_getinfo are variadic, which Swift
// cannot call; these static inline functions give each argument type its own signature.
// The type-checking macros of curl/typecheck-gcc.h are turned off: the signatures below
// are the check.
#ifndef RXMVVM_CCURL_SHIM_H
#define RXMVVM_CCURL_SHIM_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>

static inline CURLcode ccurl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

static inline CURLcode ccurl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode ccurl_easy_setopt_off(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode ccurl_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode ccurl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode ccurl_easy_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode ccurl_easy_setopt_write_function(CURL *easy, CURLoption option, curl_write_callback function) {
    return curl_easy_setopt(easy, option, function);
}
static inline CURLcode ccurl_easy_setopt_closesocket_function(CURL *easy, curl_closesocket_callback function) {
    return curl_easy_setopt(easy, CURLOPT_CLOSESOCKETFUNCTION, function);
}
static inline CURLcode ccurl_easy_setopt_sockopt_function(CURL *easy, curl_sockopt_callback function) {
    return curl_easy_setopt(easy, CURLOPT_SOCKOPTFUNCTION, function);
}

static inline CURLMcode ccurl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
static inline CURLMcode ccurl_multi_setopt_pointer(CURLM *multi, CURLMoption option, void *value) {
    return curl_multi_setopt(multi, option, value);
}
static inline CURLMcode ccurl_multi_setopt_socket_function(CURLM *multi, curl_socket_callback function) {
    return curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, function);
}
static inline CURLMcode ccurl_multi_setopt_timer_function(CURLM *multi, curl_multi_timer_callback function) {
    return curl_multi_setopt(multi, CURLMOPT_TIMERFUNCTION, function);
}

static inline CURLcode ccurl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}
static inline CURLcode ccurl_easy_getinfo_string(CURL *easy, CURLINFO info, char **value) {
    return curl_easy_getinfo(easy, info, value);
}

/// The result code of a finished transfer's message (a member of an anonymous union).
static inline CURLcode ccurl_message_result(const CURLMsg *message) { return message->data.result; }

#endif
