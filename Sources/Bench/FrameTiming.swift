/// How long a full frame takes against its floor, measured as the frame cases do: nine
/// rounds that each take the best of five floors, then the best of five frames, in
/// turn (the core's clock drifts with the load on the other core). Returns the median
/// frame time in nanoseconds and the median of the rounds' frame/floor ratios.
func medianFrameTime(floor: () -> Void, frame: () -> Void) -> (nanoseconds: Double, ratio: Double) {
    var times: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<9 {
        let floorTime = bestNanoseconds(operations: 1, repetitions: 5, floor)
        let frameTime = bestNanoseconds(operations: 1, repetitions: 5, frame)
        times.append(frameTime)
        ratios.append(frameTime / floorTime)
    }
    return (median(times), median(ratios))
}
