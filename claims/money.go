package claims

import "strings"

// Money roles say what an amount is, so that one article's rescue package, last year's loss
// and a loan are three claims, not one contested figure. The role is read from the nearest
// role word within the amount's clause, a few words either side ("a £450m rescue", "lost £310
// million", "$600m in loans"). An amount with no role word keeps the bare currency key.
const (
	moneyOutlay  = "outlay"  // spent, pledged, granted, needed: aid, rescues, funds, budgets
	moneyLoss    = "loss"    // losses and deficits
	moneyProfit  = "profit"  // profits and earnings
	moneyRevenue = "revenue" // sales and turnover
	moneyDebt    = "debt"    // loans, debts, borrowing
	moneyCost    = "cost"    // what something costs or is worth, damage done
	moneyPenalty = "penalty" // fines, compensation, damages awarded
	moneyPay     = "pay"     // salaries, fees, bonuses
	moneyDeal    = "deal"    // what a purchase or takeover is worth
	moneyTheft   = "theft"   // stolen, embezzled, laundered, bribes
)

var moneyRoleWords = func() map[string]string {
	m := map[string]string{}
	add := func(role string, words ...string) {
		for _, w := range words {
			m[w] = role
		}
	}
	add(moneyOutlay, "spend", "spends", "spent", "spending", "invest", "invests", "invested",
		"investing", "investment", "investments", "aid", "rescue", "bailout", "bail-out", "package",
		"fund", "funds", "funding", "grant", "grants", "pledge", "pledged", "pledges", "pledging",
		"donation", "donations", "donate", "donated", "appeal", "reconstruction", "budget",
		"budgets", "allocate", "allocated", "allocation", "stimulus", "subsidy", "subsidies",
		"assistance", "relief", "need", "needs", "needed", "requested", "seeking", "sought",
		"raise", "raised", "offered", "committed", "commitment", "promised", "injection",
		"injected", "inject", "rebuild", "rebuilding", "recovery")
	add(moneyLoss, "lost", "lose", "loses", "losing", "loss", "losses", "deficit", "deficits",
		"shortfall", "write-down", "writedown")
	add(moneyProfit, "profit", "profits", "earned", "earnings", "surplus")
	add(moneyRevenue, "revenue", "revenues", "sales", "turnover")
	add(moneyDebt, "debt", "debts", "loan", "loans", "borrowed", "borrow", "borrowing", "owe",
		"owes", "owed", "bonds", "credit", "lent", "lend", "lending")
	add(moneyCost, "cost", "costs", "costing", "damage", "price", "priced", "worth", "valued",
		"valuation", "bill", "losses-to-property")
	add(moneyPenalty, "fine", "fined", "fines", "penalty", "penalties", "compensation",
		"damages", "settlement", "restitution", "ransom")
	add(moneyPay, "salary", "salaries", "wage", "wages", "bonus", "bonuses", "fee", "fees",
		"paid", "pay", "payout", "pension", "pensions")
	add(moneyDeal, "acquisition", "acquire", "acquired", "buy", "bought", "purchase",
		"purchased", "takeover", "bid", "sold", "sell", "sale", "merger")
	add(moneyTheft, "stole", "stolen", "steal", "embezzled", "embezzlement", "laundered",
		"laundering", "bribe", "bribes", "bribery", "smuggled", "siphoned", "fraud")
	return m
}()

// forecastRoles are results that a text may state as a forecast as well as an outcome: "expects
// to lose up to £200m" is not a claim about last year's loss.
var forecastRoles = set(moneyLoss, moneyProfit, moneyRevenue)

var forecastWords = set("to", "will", "would", "could", "may", "might", "expect", "expects",
	"expected", "forecast", "forecasts", "projected", "projects", "predicted", "predicts",
	"estimated", "likely", "potential", "possible")

// moneyRole returns the role of an amount from the words of its clause before and after it.
func moneyRole(before, after []token) string {
	// A role noun after the amount ("$4m in compensation", "a £450m rescue") says more than a
	// general verb before it ("will pay", "has promised"), so it is read first.
	for i := 0; i < len(after) && i < 4; i++ {
		t := after[i]
		if !t.isWord() {
			break
		}
		if r, ok := moneyRoleWords[t.lower]; ok && !verbLike(t.lower) {
			forecast := false
			for _, b := range after[:i] {
				forecast = forecast || strings.HasPrefix(b.lower, "expect") || b.lower == "forecast" ||
					b.lower == "projected"
			}
			if forecast && forecastRoles[r] {
				return r + "-forecast"
			}
			return r
		}
	}
	role, dist, forecast := "", 1<<30, false
	for i := len(before) - 1; i >= 0 && len(before)-i <= 5; i-- {
		t := before[i]
		if !t.isWord() {
			break
		}
		if r, ok := moneyRoleWords[t.lower]; ok {
			role, dist = r, len(before)-i
			forecast = i > 0 && forecastWords[before[i-1].lower] || i > 1 && forecastWords[before[i-2].lower]
			break
		}
	}
	for i := 0; i < len(after) && i < 5 && i+1 < dist; i++ {
		t := after[i]
		if !t.isWord() {
			break
		}
		if r, ok := moneyRoleWords[t.lower]; ok {
			role, forecast = r, false
			for _, b := range after[:i] {
				forecast = forecast || strings.HasPrefix(b.lower, "expect") || b.lower == "forecast" ||
					b.lower == "projected"
			}
			break
		}
	}
	if forecast && forecastRoles[role] {
		return role + "-forecast"
	}
	return role
}

// verbLike reports whether a role word is a verb form, weaker than a role noun.
func verbLike(w string) bool {
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || w == "pay" || w == "spend" ||
		w == "spent" || w == "lost" || w == "lose" || w == "owe" || w == "sold" || w == "bought" ||
		w == "raise" || w == "needs" || w == "need"
}
