import Testing

/// Dates and numbers written as iOS writes them for the device's region: `Text(ClosedRange<Date>)`,
/// `Text(_:style: .date)`, `Text(_:format:)` with a number and a percent style.
@Suite("Compatibility: the device's locale and time zone")
struct RegionTests {
    @Test("set locale de_DE and set time-zone Europe/Berlin rewrite the parcel's dates and weight and the workout's percent")
    func germanRegion() async {
        let bench = CompatibilityBench()
        expectOutput(
            await bench.transcript(
                ParcelDeliveryTests.start + "\n" + WorkoutTests.start + "\nset locale de_DE\nset time-zone Europe/Berlin\nshow 1 lock\nshow 2 expanded"), """
                    tapbench> start ParcelDelivery trackingNumber=PK-4471 courierName="Northwind Couriers" --state stage=outForDelivery deliveryWindow=now...+25m stopsAway=3 weightInKilograms=2.35
                    01:00:00  #1 ParcelDelivery started (active)
                    tapbench> start Workout --state startedAt=now heartRate=128 distanceInMeters=850 moveGoalProgress=0.35
                    01:00:00  #2 Workout started (active)
                    tapbench> set locale de_DE
                    01:00:00  set locale de_DE
                    tapbench> set time-zone Europe/Berlin
                    01:00:00  set time-zone Europe/Berlin
                    tapbench> show 1 lock
                    ╭─ #1 ParcelDelivery · Lock Screen ──────────────────────────────────────────╮
                    │ (shippingbox.fill) Northwind Couriers                                25:00 │
                    │                    Out for delivery                                        │
                    │ ─────────────────────────────────────────────────────────────────────── 0% │
                    │ 25. Apr. 2026, 03:00–03:25 Uhr                              25. April 2026 │
                    │ 25 minutes                                                          2,4 kg │
                    ╰────────────────────────────────────────────────────────────────────────────╯
                    tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
                    tapbench> show 2 expanded
                    ╭─ #2 Workout · expanded ────────────────────────────────────────────────────╮
                    │ (heart.fill) 128                                                      0:00 │
                    │ 0.85 km                                                             Zone 2 │
                    │ Goal 5 km                                                             35 % │
                    │ ━━━━━━━━━━━━━━━━━━━━━━━────────────────────────────────────────── 35%      │
                    ╰────────────────────────────────────────────────────────────────────────────╯
                    tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
                    """)
    }
}
