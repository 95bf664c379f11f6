import Foundation
import TapbenchRouting
import TapbenchCore

/// Measures `Router.match` on realistic tables of 100 and 10,000 routes.
///
/// Each table mixes literals, parameters, typed parameters, `*`, `**` and required query keys
/// across several schemes and hosts. A fixed, seeded set of URLs (mostly hits, some deliberate
/// misses) is matched in rounds of 1,000,000 lookups after a warm-up; the median round is
/// reported together with the hit ratio of the URLs actually looked up.
enum RouterBenchmark {
    private static let tableSizes = [100, 10_000]
    private static let rounds = 7
    private static let lookupsPerRound = 1_000_000
    private static let urlCount = 4096

    static func run() {
        for size in tableSizes {
            measure(routeCount: size)
        }
    }

    private static func measure(routeCount: Int) {
        let (router, shops) = makeRouter(routeCount: routeCount)
        var random = SplitMix64(seed: 0x7189_A7E5)
        let urls = (0..<urlCount).map { _ in makeURL(shops: shops, &random) }
        _ = lookups(router, urls, count: lookupsPerRound / 5)
        let clock = ContinuousClock()
        var durations: [Duration] = []
        var hits = 0
        for _ in 0..<rounds {
            let start = clock.now
            hits = lookups(router, urls, count: lookupsPerRound)
            durations.append(clock.now - start)
        }
        durations.sort()
        let median = durations[durations.count / 2]
        let seconds = Double(median.components.seconds) + Double(median.components.attoseconds) / 1e18
        let perSecond = Double(lookupsPerRound) / seconds
        let nanoseconds = seconds * 1e9 / Double(lookupsPerRound)
        let hitPercent = 100 * Double(hits) / Double(lookupsPerRound)
        print(String(
            format: "router %d routes: %.2fM lookups/s (%.0f ns/lookup, median of %d rounds, %.0f%% hits)",
            router.count, perSecond / 1e6, nanoseconds, rounds, hitPercent
        ))
    }

    /// Looks up `count` URLs, cycling through `urls`; returns how many matched.
    @inline(never)
    private static func lookups(_ router: Router<Int>, _ urls: [String], count: Int) -> Int {
        var hits = 0
        for index in 0..<count where router.match(urls[index % urls.count]) != nil {
            hits += 1
        }
        return hits
    }

    /// Shop-specific route shapes; `\(k)` is the shop number.
    private static func shopRoutes(_ k: Int) -> [String] {
        [
            "https://shop\(k).example.com/orders/:id(int)/items/:item",
            "https://shop\(k).example.com/orders/:id(int)",
            "https://shop\(k).example.com/orders/:orderNumber/help",
            "https://shop\(k).example.com/search?q&page?",
            "https://shop\(k).example.com/files/**",
            "https://shop\(k).example.com:8443/admin/*/logs",
            "https://shop\(k).example.com/products/:sku/reviews/:page(int)",
            "delivery://store\(k)/menu/:section",
            "delivery://order/store\(k)/track",
            "myapp://settings/profile\(k)/:tab",
        ]
    }

    private static func makeRouter(routeCount: Int) -> (Router<Int>, shops: Int) {
        var texts = [
            "delivery://order/:orderNumber",
            "delivery://order/:orderNumber/receipt",
            "delivery://files/**",
        ]
        var shops = 0
        while texts.count < routeCount {
            texts += shopRoutes(shops).prefix(routeCount - texts.count)
            shops += 1
        }
        var router = Router<Int>()
        for (value, text) in texts.enumerated() {
            do {
                try router.add(RoutePattern(text), value: value)
            } catch {
                fatalError("benchmark route '\(text)': \(error)")
            }
        }
        return (router, max(shops - 1, 1))
    }

    /// A URL for a random route of a fully registered shop; about one in eight is made to miss.
    private static func makeURL(shops: Int, _ random: inout SplitMix64) -> String {
        let k = random.next(below: shops)
        let n = random.next(below: 100_000)
        let host = "shop\(k).example.com"
        if random.next(below: 8) == 0 {
            switch random.next(below: 4) {
            case 0: return "https://\(host)/orders/\(n)/items/SKU-\(n)/extra"
            case 1: return "https://unknown\(k).example.com/orders/\(n)"
            case 2: return "delivery://store\(k)/menus/\(n)"
            default: return "https://\(host)/search?page=\(n)"
            }
        }
        switch random.next(below: 14) {
        case 0: return "https://\(host)/orders/\(n)/items/SKU-\(n)?ref=push"
        case 1: return "https://\(host)/orders/\(n)"
        case 2: return "https://\(host)/orders/A-\(n)/help"
        case 3: return "https://\(host)/search?q=red+shoes&page=\(n % 9)"
        case 4: return "https://\(host)/files/reports/2024/q\(n % 4).pdf"
        case 5: return "https://\(host):8443/admin/node\(n)/logs"
        case 6: return "https://\(host)/products/P\(n)/reviews/\(n % 40)"
        case 7: return "delivery://store\(k)/menu/desserts"
        case 8: return "delivery://order/store\(k)/track"
        case 9: return "myapp://settings/profile\(k)/notifications"
        case 10: return "delivery://order/A-\(n)"
        case 11: return "delivery://order/A-\(n)/receipt?lang=en"
        case 12: return "delivery://files/manuals/Oven%20Guide.pdf"
        default: return "HTTPS://\(host):443/orders/\(n)#summary"
        }
    }
}
