import Testing

/// The parcel's Live Activity: a timer text, timer progress, a date range, a formatted number, a Link in the
/// expanded presentation and a widgetURL on the island, drawn in every presentation.
@Suite("Compatibility: the parcel delivery")
struct ParcelDeliveryTests {
    static let start = """
        start ParcelDelivery trackingNumber=PK-4471 courierName="Northwind Couriers" --state stage=outForDelivery deliveryWindow=now...+25m stopsAway=3 weightInKilograms=2.35
        """

    @Test("every presentation is drawn: Lock Screen, expanded, compact, minimal, StandBy, and the screen as show sees it")
    func presentations() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript(Self.start + "\napp background\nshow 1 lock\nshow 1 expanded\nshow 1 compact\nshow 1 minimal\nshow 1 standby\nshow"), """
            tapbench> start ParcelDelivery trackingNumber=PK-4471 courierName="Northwind Couriers" --state stage=outForDelivery deliveryWindow=now...+25m stopsAway=3 weightInKilograms=2.35
            01:00:00  #1 ParcelDelivery started (active)
            tapbench> app background
            01:00:00  app entered the background
            01:00:00  island: #1 compact
            tapbench> show 1 lock
            ╭─ #1 ParcelDelivery · Lock Screen ──────────────────────────────────────────╮
            │ (shippingbox.fill) Northwind Couriers                                25:00 │
            │                    Out for delivery                                        │
            │ ─────────────────────────────────────────────────────────────────────── 0% │
            │ Apr 25, 2026, 1:00 – 1:25 AM                                    2026-04-25 │
            │ 25 minutes                                                          2.4 kg │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> show 1 expanded
            ╭─ #1 ParcelDelivery · expanded ─────────────────────────────────────────────╮
            │ (shippingbox.fill) 3 stops  Northwind Couriers                       25:00 │
            │ Out for delivery                                                           │
            │ ─────────────────────────────────────────────────────────────────────── 0% │
            │ [1] (map) Map ↗                                                            │
            ╰────────────────────────────────────────────────────────────────────────────╯
            [1] Link "Map" → parcels://track/PK-4471/map
            tap elsewhere → widgetURL parcels://track/PK-4471
            tapbench> show 1 compact
                                     #1 ParcelDelivery · compact
                             ╭──────────────────────────────────────────╮
                             │ (shippingbox.fil… ●●●              25:00 │
                             ╰──────────────────────────────────────────╯
            tap elsewhere → widgetURL parcels://track/PK-4471
            tapbench> show 1 minimal
                                     #1 ParcelDelivery · minimal
                                        ╭────────────────────╮
                                        │ (shippingbox.fill) │
                                        ╰────────────────────╯
            tap elsewhere → widgetURL parcels://track/PK-4471
            tapbench> show 1 standby
                                     #1 ParcelDelivery · StandBy
                                        ╭────────────────────╮
                                        │ (shippingbox.fill) │
                                        ╰────────────────────╯
            tap → Lock Screen, scaled to fill:
            ╭─ #1 ParcelDelivery · Lock Screen ──────────────────────────────────────────╮
            │ (shippingbox.fill) Northwind Couriers                                25:00 │
            │                    Out for delivery                                        │
            │ ─────────────────────────────────────────────────────────────────────── 0% │
            │ Apr 25, 2026, 1:00 – 1:25 AM                                    2026-04-25 │
            │ 25 minutes                                                          2.4 kg │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> show
            Dynamic Island: #1 compact
                                     #1 ParcelDelivery · compact
                             ╭──────────────────────────────────────────╮
                             │ (shippingbox.fil… ●●●              25:00 │
                             ╰──────────────────────────────────────────╯
            tap elsewhere → widgetURL parcels://track/PK-4471

            Lock Screen: 1, most relevant first
            ╭─ #1 ParcelDelivery · Lock Screen ──────────────────────────────────────────╮
            │ (shippingbox.fill) Northwind Couriers                                25:00 │
            │                    Out for delivery                                        │
            │ ─────────────────────────────────────────────────────────────────────── 0% │
            │ Apr 25, 2026, 1:00 – 1:25 AM                                    2026-04-25 │
            │ 25 minutes                                                          2.4 kg │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            """)
    }

    @Test("Text(timerInterval:) and ProgressView(timerInterval:) count at virtual time, with no update between the two pictures")
    func timersCount() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript(Self.start + "\nshow 1 lock\nadvance 5m\nshow 1 lock\nshow 1 compact"), """
            tapbench> start ParcelDelivery trackingNumber=PK-4471 courierName="Northwind Couriers" --state stage=outForDelivery deliveryWindow=now...+25m stopsAway=3 weightInKilograms=2.35
            01:00:00  #1 ParcelDelivery started (active)
            tapbench> show 1 lock
            ╭─ #1 ParcelDelivery · Lock Screen ──────────────────────────────────────────╮
            │ (shippingbox.fill) Northwind Couriers                                25:00 │
            │                    Out for delivery                                        │
            │ ─────────────────────────────────────────────────────────────────────── 0% │
            │ Apr 25, 2026, 1:00 – 1:25 AM                                    2026-04-25 │
            │ 25 minutes                                                          2.4 kg │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> advance 5m
            01:05:00  clock 01:05:00 (+5m)
            tapbench> show 1 lock
            ╭─ #1 ParcelDelivery · Lock Screen ──────────────────────────────────────────╮
            │ (shippingbox.fill) Northwind Couriers                                20:00 │
            │                    Out for delivery                                        │
            │ ━━━━━━━━━━━━━━──────────────────────────────────────────────────────── 20% │
            │ Apr 25, 2026, 1:00 – 1:25 AM                                    2026-04-25 │
            │ 20 minutes                                                          2.4 kg │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> show 1 compact
                                     #1 ParcelDelivery · compact
                             ╭──────────────────────────────────────────╮
                             │ (shippingbox.fil… ●●●              20:00 │
                             ╰──────────────────────────────────────────╯
            tap elsewhere → widgetURL parcels://track/PK-4471
            """)
    }

    @Test("the expanded Link opens its URL; the Lock Screen, with no widgetURL, launches the app with an NSUserActivity (seed 000)")
    func linksAndContinuation() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript(Self.start + "\ntap 1 expanded 1\ntap 1 compact\ntap 1 lock"), """
            tapbench> start ParcelDelivery trackingNumber=PK-4471 courierName="Northwind Couriers" --state stage=outForDelivery deliveryWindow=now...+25m stopsAway=3 weightInKilograms=2.35
            01:00:00  #1 ParcelDelivery started (active)
            tapbench> tap 1 expanded 1
            01:00:00  #1 tapped [1] Link "Map" on the expanded presentation → opens parcels://track/PK-4471/map
            01:00:00  opened parcels://track/PK-4471/map → MapScreen via parcels://track/:trackingNumber/map (trackingNumber=PK-4471)
            tapbench> tap 1 compact
            01:00:00  #1 tapped the compact presentation → opens parcels://track/PK-4471
            01:00:00  opened parcels://track/PK-4471 → ParcelScreen via parcels://track/:trackingNumber (trackingNumber=PK-4471)
            tapbench> tap 1 lock
            01:00:00  #1 tapped the Lock Screen → no widgetURL: the app launches with an NSUserActivity (seed 000)
            01:00:00  app continues NSUserActivityTypeLiveActivity #1 → the app's handler does not take it
            """)
    }
}
