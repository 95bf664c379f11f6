import Testing

@testable import Tapbench

@Suite("The app's name in the bench package's identifiers")
struct BenchNameTests {
    @Test(
        "types, the introduction and the executable spell the same words",
        arguments: [
            ("Pizza", "Pizza", "pizza", "pizza-bench"),
            ("Pizza Delivery", "PizzaDelivery", "pizzaDelivery", "pizza-delivery-bench"),
            ("pizza-delivery", "PizzaDelivery", "pizzaDelivery", "pizza-delivery-bench"),
            ("PizzaDelivery", "PizzaDelivery", "pizzaDelivery", "pizza-delivery-bench"),
            ("HTTPOrders", "HTTPOrders", "httpOrders", "http-orders-bench"),
            ("Game2048", "Game2048", "game2048", "game2048-bench"),
            ("my_app", "MyApp", "myApp", "my-app-bench"),
        ])
    func spelling(_ text: String, type: String, member: String, executable: String) throws {
        let name = try #require(BenchName(text))
        #expect([name.typeName, name.memberName, name.executable] == [type, member, executable])
    }

    @Test("no letters, a digit first, or a keyword cannot make an identifier", arguments: ["", "--", "2048", "3D Pizza", "Default", "self"])
    func refused(_ text: String) {
        #expect(BenchName(text) == nil)
    }
}
