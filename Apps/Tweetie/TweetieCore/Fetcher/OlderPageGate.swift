import Foundation
import RxCore

/// The state of the requests for older tweets: one page in flight at a time, and the id
/// below which the source had nothing older. It publishes each step (`.loading`, the
/// answer, `.reachedEnd` known beforehand) to one observer, in the order it decided them.
///
/// The gate reopens when a page's answer arrives, before the answer is published, not when
/// the page's request completes: a reader that asks again in reaction to the answer (the
/// pipe front end pages on `.idle`) must never be dropped because the request that
/// answered had not completed yet (`flatMapFirst` did that, and the pipe hung).
///
/// Thread safety (`@unchecked Sendable`): every stored `var` is touched only inside
/// `lock`, and nothing outside the type is called while it is held. Requests come on
/// the main queue, answers on the transport's thread: steps go into `pending` under the
/// lock and are published by one thread at a time (whichever finds nobody publishing), so
/// an answer and the next request's `.loading` never overlap and never swap.
final class OlderPageGate: @unchecked Sendable {
    /// Tells a request's answer from a later one's (an answer ends only its own request).
    typealias Ticket = UInt64

    private let observer: AnyObserver<OlderPageResponse>
    private let lock = NSLock()
    /// The request loading now, nil when none is.
    private var loading: Ticket?
    private var nextTicket: Ticket = 0
    private var exhaustedBelow: Int64?
    private var pending: [OlderPageResponse] = []
    private var isPublishing = false

    /// A gate publishing to `observer`.
    init(observer: AnyObserver<OlderPageResponse>) {
        self.observer = observer
    }

    /// Takes a request for the page below `below` when none is loading: publishes
    /// `.reachedEnd` when the source is known to hold nothing older (and returns nil), or
    /// `.loading` and returns the ticket to answer the request with. Returns nil and
    /// publishes nothing while a page loads.
    func take(below: Int64) -> Ticket? {
        let ticket = lock.withLock { () -> Ticket? in
            guard loading == nil else { return nil }
            if exhaustedBelow == below {
                pending.append(OlderPageResponse(below: below, status: .reachedEnd))
                return nil
            }
            nextTicket += 1
            loading = nextTicket
            pending.append(OlderPageResponse(below: below, status: .loading))
            return nextTicket
        }
        publish()
        return ticket
    }

    /// The answer to the request `ticket`: the gate reopens (and learns where the source
    /// ends), then the answer is published. A later request is taken from this moment.
    func answer(_ ticket: Ticket, with response: OlderPageResponse) {
        let current = lock.withLock { () -> Bool in
            guard loading == ticket else { return false }
            loading = nil
            if response.status == .reachedEnd { exhaustedBelow = response.below }
            pending.append(response)
            return true
        }
        if current { publish() }
    }

    /// The request `ticket` ended without an answer: the gate reopens, nothing is published.
    func abandon(_ ticket: Ticket) {
        lock.withLock {
            if loading == ticket { loading = nil }
        }
    }

    /// Publishes the pending steps in order, unless another call (on this thread, from
    /// inside a publication, or on another) is publishing them already.
    private func publish() {
        let starts = lock.withLock { () -> Bool in
            guard !isPublishing else { return false }
            isPublishing = true
            return true
        }
        guard starts else { return }
        while let step = lock.withLock({ () -> OlderPageResponse? in
            guard !pending.isEmpty else {
                isPublishing = false
                return nil
            }
            return pending.removeFirst()
        }) {
            observer.onNext(step)
        }
    }
}
