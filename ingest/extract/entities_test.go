package extract

import (
	"slices"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
)

// find returns the entity named name, or nil.
func find(ents []corroborate.Entity, name string) *corroborate.Entity {
	for i := range ents {
		if ents[i].Name == name {
			return &ents[i]
		}
	}
	return nil
}

func mentionTexts(e *corroborate.Entity) []string {
	var out []string
	for _, m := range e.Mentions {
		out = append(out, m.Text)
	}
	return out
}

func TestEntitiesTypes(t *testing.T) {
	tests := []struct {
		name string
		body string
		want map[string]corroborate.EntityType // entity name → type
		none []string                          // names that must not be entities
	}{
		{
			name: "capitalised centre is a building unless a study noun leads it",
			body: "He was taken to the Riverside Medical Center. Analysts at the Osei Policy Centre disagreed.",
			want: map[string]corroborate.EntityType{"Riverside Medical Center": corroborate.Facility, "Osei Policy Centre": corroborate.Org},
		},
		{
			name: "listed companies and towns from the gazetteers, weak where the name is also a word",
			body: "The chips go into servers built by Nvidia and Tesla. Smelters on Sulawesi polluted rivers.",
			want: map[string]corroborate.EntityType{"Nvidia": corroborate.Org, "Tesla": corroborate.Org, "Sulawesi": corroborate.Place},
		},
		{
			name: "a two-city dateline is no credit; a place-participle is split off a firm",
			body: "LONDON/NAIROBI, May 2 (Reuters) - Nairobi-listed Kamau Holdings said Kenya's regulator approved the deal.",
			want: map[string]corroborate.EntityType{"Kamau Holdings": corroborate.Org, "Kenya": corroborate.Place, "Nairobi": corroborate.Place},
			none: []string{"Nairobi-listed Kamau Holdings"},
		},
		{
			name: "'and' inside a ministry's name; 'and the' joins two names",
			body: "The Ministry of Fisheries and Marine Development objected. The University of Vexland and the Ardo Institute agreed.",
			want: map[string]corroborate.EntityType{"Ministry of Fisheries and Marine Development": corroborate.Org, "University of Vexland": corroborate.Org, "Ardo Institute": corroborate.Org},
		},
		{
			name: "Inter- before a capitalised word leads a name",
			body: "Inter-Services Public Relations, the military's media wing, issued a statement.",
			want: map[string]corroborate.EntityType{"Inter-Services Public Relations": corroborate.Org},
			none: []string{"Public Relations"},
		},
		{
			name: "detainee in apposition, counted group with 'other', numbered unit, Burmese honorific",
			body: "One former detainee, Aung Min Zaw, said he shared a cell with 40 other prisoners. Unit 44 ran the site, Daw Khin Hla told reporters.",
			want: map[string]corroborate.EntityType{"Aung Min Zaw": corroborate.Detainee, "40 prisoners": corroborate.Detainee, "Unit 44": corroborate.Branch, "Khin Hla": corroborate.Person},
			none: []string{"Daw Khin Hla"},
		},
		{
			name: "a state's formal name, a country without its article, a bare department is a region",
			body: "The Sultanate of Oman mediated. Miners crossed from the Democratic Republic of Congo into the department of Valtierra.",
			want: map[string]corroborate.EntityType{"Sultanate of Oman": corroborate.Place, "Democratic Republic of Congo": corroborate.Place, "Valtierra": corroborate.Place},
			none: []string{"department of Valtierra", "Congo"},
		},
		{
			name: "bare legislature, club word and name, lowercase interrogation centre",
			body: "The Senate passed the bill. Real Vexaria won again. He was held at the Tamu interrogation centre.",
			want: map[string]corroborate.EntityType{"Senate": corroborate.Org, "Real Vexaria": corroborate.Org, "Tamu interrogation centre": corroborate.Facility},
		},
		{
			name: "peoples in a list are no places; a security centre and a community are bodies",
			body: "Fighters held ethnic Serbs, Roma and Albanians. The National Cyber Security Centre and the Southern African Development Community responded.",
			want: map[string]corroborate.EntityType{"National Cyber Security Centre": corroborate.Org, "Southern African Development Community": corroborate.Org},
			none: []string{"Roma", "Serbs", "Albanians"},
		},
		{
			name: "a headless run, 'and' and a run ending in a head are one name; parent teknonyms are people",
			body: "The files went to the Varnese Justice and Accountability Centre. Umm Ahmad waited, and Abu Khaled left the port of Umm Qasr.",
			want: map[string]corroborate.EntityType{"Varnese Justice and Accountability Centre": corroborate.Org, "Umm Ahmad": corroborate.Person, "Abu Khaled": corroborate.Person, "Umm Qasr": corroborate.Place},
			none: []string{"Varnese Justice", "Accountability Centre"},
		},
		{
			name: "a region whose name folds to a common word is no gazetteer match",
			body: "A photographer known by the codename Falcon smuggled the files out.",
			none: []string{"Falcon"},
		},
		{
			name: "a gazetteer town is a place only when nothing in the text says otherwise",
			body: "Rapallo militiamen clashed with the army on Monday. Later, Rapallo units withdrew. Smelters on Sulawesi polluted rivers.",
			want: map[string]corroborate.EntityType{"Rapallo": corroborate.Org, "Sulawesi": corroborate.Place},
		},
		{
			name: "pronoun I, a sentence-opening article, common abbreviations are no names",
			body: "\"I knew it,\" she said. A Montenegrin court ruled that her GP owed 500 CFA francs.",
			none: []string{"I", "A Montenegrin", "Montenegrin", "GP", "CFA"},
		},
		{
			name: "compass point and an unknown word; a region named by a phrase",
			body: "Fighting spread to East Varduna and across the Horn of Africa.",
			want: map[string]corroborate.EntityType{"East Varduna": corroborate.Place, "Horn of Africa": corroborate.Place},
			none: []string{"Africa"},
		},
		{
			name: "security directorates are branches; a title's office is a body",
			body: "The General Directorate of External Research and its Counter-Subversion Directorate answer to the Attorney General's Office, Jeune Afrique reported.",
			want: map[string]corroborate.EntityType{"General Directorate of External Research": corroborate.Branch, "Counter-Subversion Directorate": corroborate.Branch, "Attorney General's Office": corroborate.Org, "Jeune Afrique": corroborate.Org},
			none: []string{"Office"},
		},
		{
			name: "a university and a college named with its city are two bodies",
			body: "Researchers at the University of Vexland and Queen's College London analysed the records.",
			want: map[string]corroborate.EntityType{"University of Vexland": corroborate.Org, "Queen's College London": corroborate.Org},
		},
		{
			name: "local offices are titles; a county before a title is a place",
			body: "The suit names Varden County Sheriff Dale Morrow and Warden Lisa Kent.",
			want: map[string]corroborate.EntityType{"Dale Morrow": corroborate.Person, "Lisa Kent": corroborate.Person, "Varden County": corroborate.Place},
			none: []string{"Varden County Sheriff Dale Morrow"},
		},
		{
			name: "national society of a known body, security committee, ordinal brigade, venue and site words",
			body: "The Kenyan Red Cross and the National Security Committee met troops of the 12th Mountain Brigade at Estadio Ramon Vela, near the Dadaab camp and the Pete Alvarez courthouse in Albuquerque, N.M.",
			want: map[string]corroborate.EntityType{"Kenyan Red Cross": corroborate.Org, "National Security Committee": corroborate.Branch,
				"12th Mountain Brigade": corroborate.Org, "Estadio Ramon Vela": corroborate.Facility, "Dadaab camp": corroborate.Facility,
				"Pete Alvarez courthouse": corroborate.Facility, "N.M.": corroborate.Place},
			none: []string{"Mountain Brigade", "Pete Alvarez"},
		},
		{
			name: "Korean names, compound titles, industry heads, place pairs, province abbreviations",
			body: "Chief Election Commissioner Anil Devkota met Park Ji-hoon of Hanvel Chemical near the hamlet of Grafton, east of Cobourg, Ont., on the Kingston-Toronto line.",
			want: map[string]corroborate.EntityType{"Anil Devkota": corroborate.Person, "Park Ji-hoon": corroborate.Person, "Hanvel Chemical": corroborate.Org,
				"Grafton": corroborate.Place, "Cobourg": corroborate.Place, "Ont.": corroborate.Place, "Kingston": corroborate.Place, "Toronto": corroborate.Place},
			none: []string{"Election Commissioner Anil Devkota", "Kingston-Toronto"},
		},
		{
			name: "security services by name are branches; numbered sections of a service too",
			body: "Vexland's Federal Security Service (FSB) and the Shin Bet were named. He served in Section 40 of the Political Security Directorate, while Section 9, a little-known team, kept the logs. Section 230 of the law was cited.",
			want: map[string]corroborate.EntityType{"Federal Security Service": corroborate.Branch, "Shin Bet": corroborate.Branch,
				"Section 40": corroborate.Branch, "Section 9": corroborate.Branch, "Political Security Directorate": corroborate.Branch},
			none: []string{"Section 230"},
		},
		{
			name: "the field of a title is no body",
			body: "The United Nations’ High Commissioner for Human Rights, Lena Varro, said the evidence was strong.",
			want: map[string]corroborate.EntityType{"United Nations": corroborate.Org, "Lena Varro": corroborate.Person},
			none: []string{"Human Rights"},
		},
		{
			name: "constabularies and offices are bodies, peoples of two words are no one, codes of law no entity",
			body: "Costa Ricans voted. Lancashire Constabulary said the Criminal Code and the Proceeds of Crime Act applied. They include prisoner Hamid Varsi, whose sentence was upheld. Varsi said he was tortured, Varsi told reporters.",
			want: map[string]corroborate.EntityType{"Lancashire Constabulary": corroborate.Org, "Hamid Varsi": corroborate.Detainee},
			none: []string{"Costa Ricans", "Criminal Code", "Proceeds", "Crime Act"},
		},
		{
			name: "law firms, removal centres, legal forms, a country with 'and' inside a body's name, a defined body opening a sentence",
			body: "Justice and Accountability Network (JAN) filed the case. Varga Solicitors said detainees at the Dunmore immigration removal centre went hungry. Seri Varam Holdings Bhd and the Missing Persons Institute of Bosnia and Herzegovina were named.",
			want: map[string]corroborate.EntityType{"Justice and Accountability Network": corroborate.Org, "Varga Solicitors": corroborate.Org,
				"Dunmore immigration removal centre": corroborate.Facility, "Seri Varam Holdings Bhd": corroborate.Org,
				"Missing Persons Institute of Bosnia and Herzegovina": corroborate.Org, "Bosnia and Herzegovina": corroborate.Place},
			none: []string{"and Accountability Network", "Varga"},
		},
		{
			name: "prison blocks, toponym prefixes, newspapers, title-case anti- bodies",
			body: "He was held in Block 6 near Cape Varden. The Tripoli Observer and the Anti-Corruption Court reported it, after Anti-Government Protests.",
			want: map[string]corroborate.EntityType{"Block 6": corroborate.Facility, "Cape Varden": corroborate.Place, "Tripoli Observer": corroborate.Org,
				"Anti-Corruption Court": corroborate.Org},
			none: []string{"Block", "Anti-Government Protests"},
		},
		{
			name: "an unknown two-word name after 'at' is where, not who",
			body: "She said she spent five months at Dawa Keli with about 20 other women.",
			want: map[string]corroborate.EntityType{"Dawa Keli": corroborate.Place},
		},
		{
			name: "a service's directorate, a name holding 'Sheikh', model codes, a byline line, a known armed group",
			body: "Ruth Abernethy in Cairo\n\nThe KGB's Third Directorate ran the site. One former prisoner, Mukhtar Sheikh Warsan, said al-Shabaab held him. The airline flies A320neo jets.",
			want: map[string]corroborate.EntityType{"Third Directorate": corroborate.Branch, "KGB": corroborate.Branch,
				"Mukhtar Sheikh Warsan": corroborate.Detainee, "Al-Shabaab": corroborate.Org},
			none: []string{"Ruth Abernethy", "Cairo", "A320neo", "KGB's Third Directorate", "Warsan"},
		},
		{
			name: "statute names are not entities",
			body: "The ministry said the Online Harms Act would take effect in March.",
			none: []string{"Online Harms Act"},
		},
		{
			name: "administration, platform, industry head, given name that is a word",
			body: "Officials of the Kowalczyk administration wrote on X that the deal with Varnak Lithium had lapsed, and its leader, Pita Tharnvorakul, resigned.",
			want: map[string]corroborate.EntityType{"Kowalczyk": corroborate.Person, "X": corroborate.Org, "Varnak Lithium": corroborate.Org, "Pita Tharnvorakul": corroborate.Person},
		},
		{
			name: "saint prefix names a place; class noun after a sentence-initial word",
			body: "Farmers near San Lorenzo de Vallemar protested. Consumer group Vexora said prices rose.",
			want: map[string]corroborate.EntityType{"San Lorenzo de Vallemar": corroborate.Place, "Vexora": corroborate.Org},
			none: []string{"Consumer"},
		},
		{
			name: "event word after a league, facility first word alone",
			body: "The WBL Finals open on Friday. He was held at Kasembe Maximum Security Prison. Guards at Kasembe refused.",
			want: map[string]corroborate.EntityType{"WBL": corroborate.Org, "Kasembe Maximum Security Prison": corroborate.Facility},
			none: []string{"WBL Finals", "Kasembe"},
		},
		{
			name: "a remit's country or region is inside the name, a seat city is not",
			body: "The Council for Press Freedom in West Africa met the Office for Budget Review in Lagos.",
			want: map[string]corroborate.EntityType{"Council for Press Freedom in West Africa": corroborate.Org, "Office for Budget Review": corroborate.Org, "Lagos": corroborate.Place},
			none: []string{"Office for Budget Review in Lagos"},
		},
		{
			name: "a place noun after a name outweighs a given name; a last particle is none",
			body: "Protesters gathered in the Chan Mai La district on Sunday.",
			want: map[string]corroborate.EntityType{"Chan Mai La": corroborate.Place},
		},
		{
			name: "a city that plays is a club; a city where things happen is a place",
			body: "Leeds beat Portsmouth 3-1 on Saturday. Leeds coach Tomas Varga praised the fans who had travelled from Leeds, and Portsmouth's 19-year-old striker scored late.",
			want: map[string]corroborate.EntityType{"Leeds": corroborate.Org, "Portsmouth": corroborate.Org},
		},
		{
			name: "a city in ordinary news stays a place",
			body: "Flooding hit Leeds on Saturday, and officials in Portsmouth opened shelters.",
			want: map[string]corroborate.EntityType{"Leeds": corroborate.Place, "Portsmouth": corroborate.Place},
		},
		{
			name: "a title before head words only is part of a court's name; a head word leads a Romance name",
			body: "He appeared before the General Court Martial on Monday and later spoke to Radio Valdoria.",
			want: map[string]corroborate.EntityType{"General Court Martial": corroborate.Org, "Radio Valdoria": corroborate.Org},
			none: []string{"Court Martial"},
		},
		{
			name: "a title-case headline is no name",
			body: "Flood Warnings Issued As Storm Nears Coast\n\nRain fell on Harbour Point overnight.",
			none: []string{"Flood Warnings Issued As Storm Nears Coast", "Storm Nears Coast"},
		},
		{
			name: "sentence-initial word kept before a head and connector; outlet heads",
			body: "Human Rights Commission of Zembla officials spoke. The minister told Kestrel News on Friday.",
			want: map[string]corroborate.EntityType{"Human Rights Commission of Zembla": corroborate.Org, "Kestrel News": corroborate.Org},
		},
		{
			name: "a lone word before a corporate title or shares is a company; initials before whose",
			body: "Talvora chief executive Jun Arakawa said sales rose. Talvora shares fell 3%. Analysts compared it with QXR, whose sales doubled.",
			want: map[string]corroborate.EntityType{"Talvora": corroborate.Org, "Jun Arakawa": corroborate.Person, "QXR": corroborate.Org},
		},
		{
			name: "a joining prefix before a demonym leads a name; a sentence-initial modifier of a class noun is none",
			body: "The Inter-American Court of Human Rights ruled. Human rights group Veritas Zembla appealed. Anti-Kasembe marchers dispersed.",
			want: map[string]corroborate.EntityType{"Inter-American Court of Human Rights": corroborate.Org},
			none: []string{"Human", "Anti-Kasembe", "Kasembe"},
		},
		{
			name: "a body's possessive ends its name",
			body: "Detainees were held by the Defence Ministry's Field Security Directorate in Zembla.",
			want: map[string]corroborate.EntityType{"Defence Ministry": corroborate.Org},
			none: []string{"Defence Ministry's Field Security Directorate"},
		},
		{
			name: "a club word before a city; a sentence-initial noun and a country that speak",
			body: "Sporting Braga drew at home. Tennis Australia said the event was sold out. Finally Australia said no.",
			want: map[string]corroborate.EntityType{"Tennis Australia": corroborate.Org, "Sporting Braga": corroborate.Org},
			none: []string{"Finally Australia", "Tennis"},
		},
		{
			name: "street and park heads; a club's head coach; the plural nickname of a team",
			body: "Police gathered on Karaköy Avenue near the Kestrel Industrial Park. Leeds beat Hull on Friday, and Leeds's head coach praised them. Later the Falcons lost to the Vipers.",
			want: map[string]corroborate.EntityType{"Karaköy Avenue": corroborate.Place, "Kestrel Industrial Park": corroborate.Facility,
				"Leeds": corroborate.Org, "Falcons": corroborate.Org, "Vipers": corroborate.Org},
		},
		{
			name: "title split from name",
			body: "Ghanaian President Kofi Mensah spoke in Accra on Tuesday.",
			want: map[string]corroborate.EntityType{"Kofi Mensah": corroborate.Person, "Accra": corroborate.Place},
			none: []string{"Ghanaian President Kofi Mensah", "Ghanaian", "Tuesday"},
		},
		{
			name: "months, weekdays and demonyms are not entities",
			body: "On Monday in March, Syrian officials and Kenyan farmers met again. August was quiet.",
			want: map[string]corroborate.EntityType{},
			none: []string{"Monday", "March", "Syrian", "Kenyan", "August"},
		},
		{
			name: "month names inside personal names",
			body: "Prime Minister Clara May met April Dunmore in June.",
			want: map[string]corroborate.EntityType{"Clara May": corroborate.Person, "April Dunmore": corroborate.Person},
			none: []string{"June"},
		},
		{
			name: "outlets, possessives and places",
			body: "CNN's correspondent said the talks in Geneva had stalled, the BBC reported.",
			want: map[string]corroborate.EntityType{"CNN": corroborate.Org, "BBC": corroborate.Org, "Geneva": corroborate.Place},
		},
		{
			name: "organisation head words and context",
			body: "The Coastal Fisheries Council hired the law firm Harwell-Stone to sue the Ministry of Marine Resources.",
			want: map[string]corroborate.EntityType{
				"Coastal Fisheries Council":    corroborate.Org,
				"Harwell-Stone":                corroborate.Org,
				"Ministry of Marine Resources": corroborate.Org,
			},
		},
		{
			name: "branches, facilities and detainees",
			body: "He was held at Branch 215 and questioned by Air Force Intelligence, then taken to the 402 Military Hospital. Others went to Karvel prison, where 4,500 detainees were held.",
			want: map[string]corroborate.EntityType{
				"Branch 215":             corroborate.Branch,
				"Air Force Intelligence": corroborate.Branch,
				"402 Military Hospital":  corroborate.Facility,
				"Karvel prison":          corroborate.Facility,
				"4,500 detainees":        corroborate.Detainee,
			},
		},
		{
			name: "named detainee; a capitalised noun is no short form of a group",
			body: "About 2,000 detainees were freed. Detainees said they were beaten. Former prisoner Omar Tellawi spoke.",
			want: map[string]corroborate.EntityType{"2,000 detainees": corroborate.Detainee, "Omar Tellawi": corroborate.Detainee},
			none: []string{"Detainees"},
		},
		{
			name: "company cues",
			body: "Shares of Brelvo fell after the audit by Hartley & Voss. Quimora's shareholders were told on Friday.",
			want: map[string]corroborate.EntityType{"Brelvo": corroborate.Org, "Hartley & Voss": corroborate.Org, "Quimora": corroborate.Org},
		},
		{
			name: "lowercase facility phrase and organisation before a title",
			body: "Inspectors visited the Darvenko nuclear power plant. NATO Secretary-General Ilse Marten praised them.",
			want: map[string]corroborate.EntityType{
				"Darvenko nuclear power plant": corroborate.Facility,
				"NATO":                         corroborate.Org,
				"Ilse Marten":                  corroborate.Person,
			},
		},
		{
			name: "listed names share a type; 'which' and 'who' after a name",
			body: "Vorland Castell and the Federal Savings Bank advised the buyer. Jobs go in Bavaria and Lusatia. Travenka, which runs the port, objected. Odell Pryce, who runs it, agreed.",
			want: map[string]corroborate.EntityType{
				"Vorland Castell": corroborate.Org, "Lusatia": corroborate.Place,
				"Travenka": corroborate.Org, "Odell Pryce": corroborate.Person,
			},
		},
		{
			name: "credit line is not a person",
			body: "The minister visited the flooded town of Marlow Creek.\nPhoto: JANE DOLAN / AFP",
			want: map[string]corroborate.EntityType{"Marlow Creek": corroborate.Place},
			none: []string{"JANE DOLAN", "Jane Dolan"},
		},
		{
			name: "wire footers and photo credits are not people",
			body: "The port reopened on Monday. (AP Photo/Kofi Arthur)\nA crane at the dock. Lena Forsberg/Getty Images\nReporting by Dara Quill; Editing by Omar Petrossian",
			none: []string{"Kofi Arthur", "Lena Forsberg", "Dara Quill", "Omar Petrossian"},
		},
		{
			name: "'by' inside a sentence masks nothing",
			body: "A report compiled by three lawyers says 1,400 detainees died, written by experts Sky News reported.",
			want: map[string]corroborate.EntityType{"1,400 detainees": corroborate.Detainee, "Sky News": corroborate.Org},
		},
		{
			name: "byline is not a person",
			body: "By Tomas Brenner and Ines Valdez\n\nThe regional assembly voted on Friday to close the port.",
			none: []string{"Tomas Brenner", "Ines Valdez"},
		},
		{
			name: "sentence-initial common words are dropped",
			body: "However, Nairobi disagreed. Officials in Lagos said nothing.",
			want: map[string]corroborate.EntityType{"Nairobi": corroborate.Place, "Lagos": corroborate.Place},
			none: []string{"However", "Officials"},
		},
		{
			name: "possessive owner split off an organisation",
			body: "Kenya's Energy Ministry said Tomas Okello's Ministry of Works would pay.",
			want: map[string]corroborate.EntityType{
				"Kenya": corroborate.Place, "Energy Ministry": corroborate.Org,
				"Tomas Okello": corroborate.Person, "Ministry of Works": corroborate.Org,
			},
			none: []string{"Kenya's Energy Ministry"},
		},
		{
			name: "comma list and 'and' inside organisation names",
			body: "The Ministry of Roads, Ports and Public Works wrote to the Fisheries and Wildlife Commission.",
			want: map[string]corroborate.EntityType{
				"Ministry of Roads, Ports and Public Works": corroborate.Org,
				"Fisheries and Wildlife Commission":         corroborate.Org,
			},
			none: []string{"Wildlife Commission"},
		},
		{
			name: "abbreviated ranks and post-nominals are not names",
			body: "Det Insp Carol Whitby told the court that Cllr Owen Pryce and Harriet Lowe KC had met.",
			want: map[string]corroborate.EntityType{
				"Carol Whitby": corroborate.Person, "Owen Pryce": corroborate.Person, "Harriet Lowe": corroborate.Person,
			},
			none: []string{"Harriet Lowe KC", "Cllr Owen Pryce", "Det Insp Carol Whitby"},
		},
		{
			name: "appositions typed by their head noun",
			body: "He spent a year in El Ranchito, the detention centre run by the police, and wrote to Justicia Ya, a small rights group, and to the security service, DGSN.",
			want: map[string]corroborate.EntityType{
				"El Ranchito": corroborate.Facility, "Justicia Ya": corroborate.Org, "DGSN": corroborate.Branch,
			},
		},
		{
			name: "a numbered facility, a dateline dash",
			body: "LAGOS — An Ikoyi court sent him to the Kirikiri No. 2 Remand Centre.",
			want: map[string]corroborate.EntityType{"LAGOS": corroborate.Place, "Kirikiri No. 2 Remand Centre": corroborate.Facility},
			none: []string{"An Ikoyi"},
		},
		{
			name: "listed firms and clubs",
			body: "Shares of Veltrano Devices (NYSE: VLT) rose. Dortrecht Hamburg beat the visitors in Greater London.",
			want: map[string]corroborate.EntityType{
				"Veltrano Devices": corroborate.Org, "Dortrecht Hamburg": corroborate.Org, "Greater London": corroborate.Place,
			},
		},
		{
			name: "a two-name comma is no list; nationality nouns",
			body: "The spokesman in Nairobi, Wanjiru Kamau, said the Spaniard and a Briton had left Turkey.",
			want: map[string]corroborate.EntityType{
				"Nairobi": corroborate.Place, "Wanjiru Kamau": corroborate.Person, "Turkey": corroborate.Place,
			},
			none: []string{"Spaniard", "Briton"},
		},
		{
			name: "all-caps dateline, national section, camel-case brand, kin",
			body: "KAFR EL-DAWAR, Egypt (AP) — Human Rights Watch Egypt said VoltPay and his son Tarek had left.",
			want: map[string]corroborate.EntityType{
				"KAFR EL-DAWAR": corroborate.Place, "Egypt": corroborate.Place,
				"Human Rights Watch Egypt": corroborate.Org, "VoltPay": corroborate.Org, "Tarek": corroborate.Person,
			},
		},
		{
			name: "a caption keeps its entities, its credit does not",
			body: "Photo: Workers outside the Dunmore refinery in Kaduna. (AP Photo/Jane Odum)",
			want: map[string]corroborate.EntityType{"Dunmore refinery": corroborate.Facility, "Kaduna": corroborate.Place},
			none: []string{"Jane Odum"},
		},
		{
			name: "a known place is no surname of an unsure name",
			body: "He flew to Ghana. Amnesty International Ghana said so.",
			want: map[string]corroborate.EntityType{"Ghana": corroborate.Place, "Amnesty International Ghana": corroborate.Org},
			none: []string{"International Ghana"},
		},
		{
			name: "numbered colony, state, rights centre",
			body: "She was moved to Penal Colony No. 4 in Kano State, the Zubrava human rights centre said.",
			want: map[string]corroborate.EntityType{
				"Penal Colony No. 4": corroborate.Facility, "Kano State": corroborate.Place, "Zubrava": corroborate.Org,
			},
		},
		{
			name: "teams, party members, toponym heads, human rights groups",
			body: "Twenty-two Green MPs cheered as the Denver Falcons won at Pelham Arena. The Falcons met Kafr Qasim Human Rights in Ras Hilal.",
			want: map[string]corroborate.EntityType{
				"Green": corroborate.Org, "Denver Falcons": corroborate.Org, "Pelham Arena": corroborate.Facility,
				"Kafr Qasim Human Rights": corroborate.Org, "Ras Hilal": corroborate.Place,
			},
			none: []string{"MPs", "Twenty-two Green MPs", "Green MPs", "Falcons"},
		},
		{
			name: "trade nouns, company initials, newspapers, cartels, long titles",
			body: "The publisher Martin Leung Ka-wai founded the Lantern Daily newspaper. KT Hanbit and the Sonora Coast Cartel were named by Interior Cabinet Secretary Abdi Wekesa.",
			want: map[string]corroborate.EntityType{
				"Martin Leung Ka-wai": corroborate.Person, "Lantern Daily": corroborate.Org, "KT Hanbit": corroborate.Org,
				"Sonora Coast Cartel": corroborate.Org, "Abdi Wekesa": corroborate.Person,
			},
		},
		{
			name: "a bare name first, its evidence later; initials in a title; d' names; sheriff's office",
			body: "Veltrix engineers left. Shares of Veltrix fell. FDA Commissioner Anne Kowal met the Dade County Sheriff's Office in Cote d'Ivoire.",
			want: map[string]corroborate.EntityType{
				"Veltrix": corroborate.Org, "FDA": corroborate.Org, "Anne Kowal": corroborate.Person,
				"Dade County Sheriff's Office": corroborate.Org, "Cote d'Ivoire": corroborate.Place,
			},
		},
		{
			name: "detainees filed among the held and counted people said to be held",
			body: "Police arrested 46 people in Corvale on Sunday. Among those detained is Teodor Varga, a teacher. Nobody was held in 1,200 homes. The prisons hold 9,000 people.",
			want: map[string]corroborate.EntityType{"46 people": corroborate.Detainee, "Teodor Varga": corroborate.Detainee, "9,000 people": corroborate.Detainee},
			none: []string{"1,200 homes"},
		},
		{
			name: "people the text says were taken or are held are detainees; whoever arrests them is not",
			body: "Marek Dvorsky, 41, editor of the weekly Glos Ludu, is being held at a prison near Kolno. Among those detained were Anna Lis, a nurse, and Piotr Wrona. " +
				"Police arrested the mayor of the town, Ilse Brandt. Photographer Jan Kos and reporter Ewa Bem were also taken into custody. " +
				"The officer who arrested him, Tomas Reyes, said little. Olga Duda wrote about the arrests.",
			want: map[string]corroborate.EntityType{
				"Marek Dvorsky": corroborate.Detainee, "Anna Lis": corroborate.Detainee, "Piotr Wrona": corroborate.Detainee,
				"Ilse Brandt": corroborate.Detainee, "Jan Kos": corroborate.Detainee, "Ewa Bem": corroborate.Detainee,
				"Tomas Reyes": corroborate.Person, "Olga Duda": corroborate.Person,
			},
		},
		{
			name: "held groups: members of a party, parts of a held group, joined nouns, groups behind bars",
			body: "At least 47 supporters of the Unity Front (UF) were arrested. Police detained 63 people, including 21 foreign nationals, in Obra. " +
				"Agents detained 14 preachers and academics. It said 780 prisoners remained in custody, including 56 members of the armed forces and 18 teenagers. Three other journalists are currently behind bars. " +
				"It visited 112 former detainees and relatives.",
			want: map[string]corroborate.EntityType{
				"47 supporters": corroborate.Detainee, "63 people": corroborate.Detainee, "21 nationals": corroborate.Detainee,
				"14 preachers and academics": corroborate.Detainee, "3 journalists": corroborate.Detainee, "112 detainees": corroborate.Detainee,
				"56 members of the armed forces": corroborate.Detainee, "780 prisoners": corroborate.Detainee,
			},
		},
		{
			name: "the article before a country or agency; bearings; a hospital of a city; lists of places",
			body: "The Philippines and The Associated Press met in The Hague. The storm hit northern Tamarqa hard. Victims went to the University General Hospital of Velmora. " +
				"The European Border and Coast Guard Agency counted homes in Govan, Pellsworth and Arnmoor.",
			want: map[string]corroborate.EntityType{
				"Philippines": corroborate.Place, "Associated Press": corroborate.Org, "The Hague": corroborate.Place,
				"Tamarqa": corroborate.Place, "University General Hospital of Velmora": corroborate.Facility,
				"European Border and Coast Guard Agency": corroborate.Org, "Pellsworth": corroborate.Place, "Arnmoor": corroborate.Place,
			},
			none: []string{"The Philippines", "Hospital of Velmora", "European Border"},
		},
		{
			name: "waves 18-19: saints lead places, churches of saints are buildings, County X, shipyards and museums",
			body: "Skiers left St. Anton am Arlberg for St. Mark's Church and the Okpo shipyard in County Meath, near the Guggenheim museum.",
			want: map[string]corroborate.EntityType{
				"St. Anton am Arlberg": corroborate.Place, "St. Mark's Church": corroborate.Facility, "Okpo shipyard": corroborate.Facility,
				"County Meath": corroborate.Place, "Guggenheim museum": corroborate.Facility,
			},
		},
		{
			name: "wave 17: police forces, holidays, X-flagged, a city after a hospital, joined facility names, Portuguese squares, taken on a date",
			body: "The Public Security Police (PSP) said so on Christmas Day. A Cook Islands-flagged ship sailed. Civil Hospital Karachi took 40. " +
				"Patients went to the Meru Teaching and Referral Hospital on Monday, Foro Penal said. Trams passed Largo da Graça. " +
				"Ramon Vela, 61, and his son Andres Vela, a student, were taken on March 4 from their flat.",
			want: map[string]corroborate.EntityType{
				"Public Security Police": corroborate.Org, "Cook Islands": corroborate.Place, "Civil Hospital Karachi": corroborate.Facility,
				"Meru Teaching and Referral Hospital": corroborate.Facility, "Foro Penal": corroborate.Org, "Largo da Graça": corroborate.Place,
				"Ramon Vela": corroborate.Detainee, "Andres Vela": corroborate.Detainee,
			},
			none: []string{"Christmas Day", "Cook Islands-flagged"},
		},
		{
			name: "wave 16: among them after a detention, crewmen blindfolded, groups taken to custody, Spanish heads, initials before a city",
			body: "Police detained dozens in March. Among them was Ali Mashur, a fisherman, who met Prime Minister Hun Manit. " +
				"He and his two crewmen, Yahya Ahdal and Mohammed Qasem, were blindfolded. At least 41 fishermen were taken to the Tuwal Detention Centre. " +
				"Rosa Chumpi, whose son is serving a sentence, spoke. The bridge fell; among the missing is Ha Tuanh, a driver. " +
				"The Salar de Atacama and the Generalitat Valenciana were named by Karin Vos of TU Dresden.",
			want: map[string]corroborate.EntityType{
				"Ali Mashur": corroborate.Detainee, "Hun Manit": corroborate.Person, "Yahya Ahdal": corroborate.Detainee,
				"Mohammed Qasem": corroborate.Detainee, "41 fishermen": corroborate.Detainee, "Rosa Chumpi": corroborate.Person,
				"Ha Tuanh": corroborate.Person, "Salar de Atacama": corroborate.Place, "Generalitat Valenciana": corroborate.Org,
				"TU Dresden": corroborate.Org,
			},
		},
		{
			name: "wave 15: held lists with a place or a release, people taken from home, groups serving sentences, fishermen",
			body: "Among those still held at Navapol is Andrei Lapka, a unionist, according to his lawyer, Irina Sokol. Among those released were Marina Kovel and Pavlo Zhuka. " +
				"Among the detainees is the skipper, Anton Kroos. Batyr Orazo, a taxi driver, was taken from his home. At least 30 people are serving sentences there. " +
				"The arrest of 14 protesters angered them. The navy arrested 520 Indian fishermen. Ombudsman Milagra Torres visited Villa Soldati and the Blue Lagoon spa.",
			want: map[string]corroborate.EntityType{
				"Andrei Lapka": corroborate.Detainee, "Irina Sokol": corroborate.Person, "Marina Kovel": corroborate.Detainee, "Pavlo Zhuka": corroborate.Detainee,
				"Anton Kroos": corroborate.Detainee, "Batyr Orazo": corroborate.Detainee, "30 people": corroborate.Detainee,
				"14 protesters": corroborate.Detainee, "520 fishermen": corroborate.Detainee, "Milagra Torres": corroborate.Person,
				"Villa Soldati": corroborate.Place, "Blue Lagoon spa": corroborate.Facility,
			},
		},
		{
			name: "wave 14: objects of an arrest after a description or a list; towns that lead with their head; origins; national sections",
			body: "Agents detained the poet and blogger Nadia Saadi and five members of a student collective. Police arrested the farmers, Dedi Yakob, Linga Stef and Paulo Umari, in May. " +
				"Fires reached Vila Nova de Gaia and Sungai Laur. A 34-year-old mechanic from Nyamiro said residents of nearby Fomeno fled. The Kenya Red Cross helped.",
			want: map[string]corroborate.EntityType{
				"Nadia Saadi": corroborate.Detainee, "5 members": corroborate.Detainee, "Dedi Yakob": corroborate.Detainee,
				"Linga Stef": corroborate.Detainee, "Paulo Umari": corroborate.Detainee, "Vila Nova de Gaia": corroborate.Place,
				"Sungai Laur": corroborate.Place, "Nyamiro": corroborate.Place, "Fomeno": corroborate.Place, "Kenya Red Cross": corroborate.Org,
			},
		},
		{
			name: "wave 13: detainees by inclusion, pick-up and sentence; security courts; addresses after on; The Hague",
			body: "Nine detainees remain missing, including Eric Habana, a student. Council members Galeb Qudis and Rana Kreisa were picked up in Zarqa. " +
				"One of them, former lieutenant Hernan Pizo, is serving a 15-year sentence. The State Security Court and the Criminal Court on Ratchada Road sat. " +
				"The Hague District Court ruled. Iran Human Rights and Friends of the Earth objected; RM10 was paid at Regina Mundi Cathedral.",
			want: map[string]corroborate.EntityType{
				"Eric Habana": corroborate.Detainee, "Galeb Qudis": corroborate.Detainee, "Rana Kreisa": corroborate.Detainee,
				"Hernan Pizo": corroborate.Detainee, "State Security Court": corroborate.Org, "Criminal Court": corroborate.Org,
				"Ratchada Road": corroborate.Place, "The Hague District Court": corroborate.Org, "Iran Human Rights": corroborate.Org,
				"Friends of the Earth": corroborate.Org, "Regina Mundi Cathedral": corroborate.Facility,
			},
			none: []string{"RM10", "Criminal Court on Ratchada Road"},
		},
		{
			name: "wave 12: held lists by conviction, defendants, numbered centres, rivers, post-nominals, civil services",
			body: "Also convicted were Chan Dara, Ly Thou and Kim Rith. The defendants include Sok Vana, a party organiser, and Meas Phea. " +
				"They were held at Correctional Centre 1 near the River Tolka, said Anne Byrne SC. The European External Action Service and Munster Rugby objected. " +
				"His campaign manager, Jon Fredo Ruiz, was arrested in March. Her lawyer, Dmitri Kovach, said his client could be held for months.",
			want: map[string]corroborate.EntityType{
				"Chan Dara": corroborate.Detainee, "Ly Thou": corroborate.Detainee, "Kim Rith": corroborate.Detainee,
				"Sok Vana": corroborate.Detainee, "Meas Phea": corroborate.Detainee, "Correctional Centre 1": corroborate.Facility,
				"River Tolka": corroborate.Place, "Anne Byrne": corroborate.Person, "European External Action Service": corroborate.Org,
				"Munster Rugby": corroborate.Org, "Jon Fredo Ruiz": corroborate.Detainee, "Dmitri Kovach": corroborate.Person,
			},
			none: []string{"Anne Byrne SC"},
		},
		{
			name: "ports after a name, lists closed by rivers, Romance leagues, a police district",
			body: "The ferry left Bira port for Selvo. Mining has fouled the Ankobra, Tano and Offin rivers. He starred in the Liga Endesa. The Vest Police District said so; a Honduran port was shut.",
			want: map[string]corroborate.EntityType{
				"Bira port": corroborate.Facility, "Ankobra": corroborate.Place, "Tano": corroborate.Place, "Offin": corroborate.Place,
				"Liga Endesa": corroborate.Org, "Vest Police District": corroborate.Org,
			},
			none: []string{"Honduran port"},
		},
		{
			name: "national sections, First Nations, co-operatives, Romance ranges and consortia",
			body: "Greenpeace France, the Tallow Creek First Nation and the Marrow Fruit Co-operative opposed the Consorcio Vial Andino road across the Cordillera Blanca.",
			want: map[string]corroborate.EntityType{
				"Greenpeace France": corroborate.Org, "Tallow Creek First Nation": corroborate.Org, "Marrow Fruit Co-operative": corroborate.Org,
				"Consorcio Vial Andino": corroborate.Org, "Cordillera Blanca": corroborate.Place,
			},
		},
		{
			name: "oversight bodies, -general titles, security committees, defined acronyms",
			body: "The Parliamentary Joint Committee on Intelligence and Security questioned KSA Director-General Mara Ilves. The State Committee for National Security (GKNB) and the Country Fire Authority (CFA) replied; the CFA said little.",
			want: map[string]corroborate.EntityType{
				"Parliamentary Joint Committee on Intelligence and Security": corroborate.Org, "Mara Ilves": corroborate.Person,
				"State Committee for National Security": corroborate.Branch, "Country Fire Authority": corroborate.Org,
			},
			none: []string{"KSA Director-General Mara Ilves"},
		},
		{
			name: "parks, highways and foreign streets are places; a given name before Park is a person",
			body: "Marchers left Dunmore Park for the Kessel Highway and Rua Augusto Lemos, where Linda Park spoke.",
			want: map[string]corroborate.EntityType{
				"Dunmore Park": corroborate.Place, "Kessel Highway": corroborate.Place,
				"Rua Augusto Lemos": corroborate.Place, "Linda Park": corroborate.Person,
			},
		},
		{
			name: "lowercase facility phrases; buildings of justice; storms are no entities",
			body: "After Cyclone Ferro, workers were taken to the Ostrava deportation centre, the Halden pre-trial detention centre and the Vesna shaft complex, then to the Palace of Justice.",
			want: map[string]corroborate.EntityType{
				"Ostrava deportation centre": corroborate.Facility, "Halden pre-trial detention centre": corroborate.Facility,
				"Vesna shaft complex": corroborate.Facility, "Palace of Justice": corroborate.Facility,
			},
			none: []string{"Cyclone Ferro", "Ferro"},
		},
		{
			name: "a country after a radio is no club's city; the agency of a dateline; Former opens no name",
			body: "TALLINN, Estonia (ERR) - Storms hit Kenya, Radio Kenya said. Former Kenya coach Abel Otieno agreed. The Ombudsman's Office said nothing.",
			want: map[string]corroborate.EntityType{
				"Kenya": corroborate.Place, "Radio Kenya": corroborate.Org, "ERR": corroborate.Org,
				"Abel Otieno": corroborate.Person, "Ombudsman's Office": corroborate.Org,
			},
			none: []string{"Former Kenya"},
		},
		{
			name: "events are no entities but their cities are places; defined initials follow their long form",
			body: "She won the Tallinn Marathon. The National Sports Authority (NSA) said the NSA would pay. Who will pay? A Tunisian court did not say.",
			want: map[string]corroborate.EntityType{"Tallinn": corroborate.Place, "National Sports Authority": corroborate.Org},
			none: []string{"Tallinn Marathon", "Who", "A Tunisian", "Tunisian"},
		},
		{
			name: "a town, a chowk and a place named with a possessive; peoples are no places",
			body: "Tajik and Kyrgyz traders met in Orangi Town, near Banaras Chowk, and in Cox's Bazar.",
			want: map[string]corroborate.EntityType{
				"Orangi Town": corroborate.Place, "Banaras Chowk": corroborate.Place, "Cox's Bazar": corroborate.Place,
			},
			none: []string{"Tajik", "Kyrgyz", "Bazar"},
		},
		{
			name: "Romance bodies lead with their head; complexes, plazas, parkways, teams and trades",
			body: "Fondation Lumière and the Museo del Mar paid Banca Ardena CEO Paolo Venn. Constructora Arvel Sur built it. Crews from the Tarsen Rescue Team reached the Korlen Medical Complex near Mirel Plaza on Dunmore Parkway, beside Ostan Canning.",
			want: map[string]corroborate.EntityType{
				"Fondation Lumière": corroborate.Org, "Museo del Mar": corroborate.Org, "Paolo Venn": corroborate.Person,
				"Constructora Arvel Sur": corroborate.Org,
				"Tarsen Rescue Team":     corroborate.Org, "Korlen Medical Complex": corroborate.Facility,
				"Mirel Plaza": corroborate.Facility, "Dunmore Parkway": corroborate.Place, "Ostan Canning": corroborate.Org,
			},
		},
		{
			name: "pairs and lists of places closed or introduced by a plural place noun",
			body: "Claimants came from the Orvel and Tansa local government areas and from Kesto and Marun counties. Aid reached islands such as Pelos and Viro.",
			want: map[string]corroborate.EntityType{
				"Orvel": corroborate.Place, "Tansa": corroborate.Place, "Kesto": corroborate.Place,
				"Marun": corroborate.Place, "Pelos": corroborate.Place, "Viro": corroborate.Place,
			},
		},
		{
			name: "a body's name joined by a slash; two places so joined stay two",
			body: "He spoke to Radio Tarsia/Liberty Broadcasting Service on Monday in the Vanel/Ixora district.",
			want: map[string]corroborate.EntityType{"Radio Tarsia/Liberty Broadcasting Service": corroborate.Org},
			none: []string{"Vanel/Ixora"},
		},
		{
			name: "seats of government are buildings; a Romance hospital; security commands and offices",
			body: "Marchers reached Parliament House and then Hospital da Luz. The Internal Security Operations Command and the National Security Office denied it; the Office for Combating Fraud did not.",
			want: map[string]corroborate.EntityType{
				"Parliament House": corroborate.Facility, "Hospital da Luz": corroborate.Facility,
				"Internal Security Operations Command": corroborate.Branch, "National Security Office": corroborate.Branch,
				"Office for Combating Fraud": corroborate.Org,
			},
		},
		{
			name: "a list of fields closed by an organisation's head is one name",
			body: "The Truth, Justice and Healing Commission met the Foreign, Trade and Development Office on Monday.",
			want: map[string]corroborate.EntityType{
				"Truth, Justice and Healing Commission": corroborate.Org, "Foreign, Trade and Development Office": corroborate.Org,
			},
		},
		{
			name: "parties named by their short name",
			body: "The Greens and Labor backed the bill; Liberal leader Tom Hale did not.",
			want: map[string]corroborate.EntityType{"Greens": corroborate.Org, "Labor": corroborate.Org, "Liberal": corroborate.Org, "Tom Hale": corroborate.Person},
		},
		{
			name: "a name and a lowercase 'movement' are one body",
			body: "The Tarvan movement said it fired. Officials blamed the Tarvan movement.",
			want: map[string]corroborate.EntityType{"Tarvan movement": corroborate.Org},
			none: []string{"Tarvan"},
		},
		{
			name: "a body named after its country; a country is no one's surname; cayes, squares and -stan lands",
			body: "The populist Fair Vexland party came second. Vexland votes again in May. Boats reached Hunting Caye, Place Bellecour and Karakalpakstan.",
			want: map[string]corroborate.EntityType{
				"Hunting Caye": corroborate.Place, "Place Bellecour": corroborate.Place, "Karakalpakstan": corroborate.Place,
			},
		},
		{
			name: "a lone head word after 'and' is the field of the first name; ways and routes; lakes and old towns",
			body: "The Ministry of Mines and Energy met the Ministry of Information and Broadcasting. Marchers filled Apperson Way and Route Le Prince, by Lake Varo.",
			want: map[string]corroborate.EntityType{
				"Ministry of Mines and Energy": corroborate.Org, "Ministry of Information and Broadcasting": corroborate.Org,
				"Apperson Way": corroborate.Place, "Route Le Prince": corroborate.Place,
			},
		},
		{
			name: "a listed name holding a small word; a committee against something",
			body: "Protests spread to Dar es Salaam. The United Nations Committee against Torture said so.",
			want: map[string]corroborate.EntityType{
				"Dar es Salaam": corroborate.Place, "United Nations Committee against Torture": corroborate.Org,
			},
			none: []string{"Dar"},
		},
		{
			name: "a name's look counts once per entity, so one place cue outweighs its repeats",
			body: "Water rose in the border town of Lou Vang on Friday. Lou Vang has not flooded like this before. Rescuers left Lou Vang at dawn.",
			want: map[string]corroborate.EntityType{"Lou Vang": corroborate.Place},
		},
		{
			name: "parts of X, a subdistrict after a name and near X say where",
			body: "Soldiers reached the worst-hit parts of Dale Korrin, including the Pha Wiang Noi subdistrict. The pipeline runs from near Carter Hollow to the coast. Fires burned on Monte Scarano.",
			want: map[string]corroborate.EntityType{"Dale Korrin": corroborate.Place, "Pha Wiang Noi": corroborate.Place, "Carter Hollow": corroborate.Place, "Monte Scarano": corroborate.Place},
		},
		{
			name: "a name right before another's corporate title is a company",
			body: "Brandt Haller chief executive Jonas Meier told staff the merger could take weeks.",
			want: map[string]corroborate.EntityType{"Brandt Haller": corroborate.Org, "Jonas Meier": corroborate.Person},
		},
		{
			name: "who was held, after the person's own apposition; not after someone else's",
			body: "Tomas Reyke, 46, who has been held at Vrana prison since May, received 12 years. " +
				"Lisa Aro, a pharmacist from Tampere who was held for 14 months, spoke first. " +
				"Omar Zaid, a teacher from Hama who spent seven years in Vrana prison, testified. " +
				"Petr Novak, 47, a former lawmaker who led protests, is serving a 16-year sentence. " +
				"Ana Lind, the lawyer for an activist who was detained, spoke last.",
			want: map[string]corroborate.EntityType{"Tomas Reyke": corroborate.Detainee, "Lisa Aro": corroborate.Detainee,
				"Omar Zaid": corroborate.Detainee, "Petr Novak": corroborate.Detainee, "Ana Lind": corroborate.Person},
		},
		{
			name: "an apposition's owner or trade modifier is not what it describes",
			body: "The staff left on Saturday, according to Tesfa Alemu, the station's deputy director. " +
				"\"They clear more every year,\" said Budi Harsono, a field coordinator for the foundation. " +
				"He was held at El Faro, a detention center run by the army.",
			want: map[string]corroborate.EntityType{"Tesfa Alemu": corroborate.Person, "Budi Harsono": corroborate.Person, "El Faro": corroborate.Facility},
		},
		{
			name: "the people a body serves are part of its name",
			body: "The Maya Children's Trust and the Federation of Ward Nurses' Unions of Elbonia wrote to the Oruva Fishermen's Guild.",
			want: map[string]corroborate.EntityType{"Maya Children's Trust": corroborate.Org,
				"Federation of Ward Nurses' Unions of Elbonia": corroborate.Org, "Oruva Fishermen's Guild": corroborate.Org},
			none: []string{"Maya Children", "Oruva Fishermen"},
		},
		{
			name: "barrages, mansions and camps named first are sites; trails are places",
			body: "Water rose at the Kessa Barrage. Ministers met at the Dorval Mansion. He is held at Camp Rello. The fire reached the Ingram Trail.",
			want: map[string]corroborate.EntityType{"Kessa Barrage": corroborate.Facility, "Dorval Mansion": corroborate.Facility,
				"Camp Rello": corroborate.Facility, "Ingram Trail": corroborate.Place},
		},
		{
			name: "in custody, a sentence served and years being served make detainees; a term of office does not",
			body: "Land defender Sadie Orr remains in custody awaiting a bail hearing. The cameraman, Pavel Lenko, had served nearly three years of a six-year sentence. " +
				"Igor Dashuk, a former candidate, is serving 14 years at a colony. Mario Bellandi is serving two years as mayor. She flew to Prince George.",
			want: map[string]corroborate.EntityType{"Sadie Orr": corroborate.Detainee, "Pavel Lenko": corroborate.Detainee,
				"Igor Dashuk": corroborate.Detainee, "Mario Bellandi": corroborate.Person, "Prince George": corroborate.Place},
		},
		{
			name: "a police ministry is a body; a state-security ministry a branch",
			body: "The Ministry of Public Security opened an inquiry. The Ministry of State Security declined to comment.",
			want: map[string]corroborate.EntityType{"Ministry of Public Security": corroborate.Org, "Ministry of State Security": corroborate.Branch},
		},
		{
			name: "a town's airport leaves the town's name to the town",
			body: "The plane left Velka Airport at dawn. Velka has one road and no hospital.",
			want: map[string]corroborate.EntityType{"Velka Airport": corroborate.Facility, "Velka": corroborate.Place},
		},
		{
			name: "released from prison, sentenced to prison, serving a sentence: detainees",
			body: "Lawyer Zhu Wenbo was released from Hanzhong Prison on Saturday after seven years. " +
				"Bishop Ramiro Sotelo was sentenced in 2023 to more than 26 years in prison. " +
				"Police named the instigator as Kevin Ortez, an MS-13 leader serving a 40-year sentence for murder.",
			want: map[string]corroborate.EntityType{"Zhu Wenbo": corroborate.Detainee, "Ramiro Sotelo": corroborate.Detainee, "Kevin Ortez": corroborate.Detainee},
		},
		{
			name: "a dateline town led by an article; a demonym leading a party's name; agencies and legislatures by name",
			body: "LA PALMERA, Chile (AP) — The ruling Moldovan Hope party lost. Moldovan Hope said the vote was unfair, Lusa and dpa reported. The Senedd met on Monday.",
			want: map[string]corroborate.EntityType{"LA PALMERA": corroborate.Place, "Moldovan Hope": corroborate.Org,
				"Lusa": corroborate.Org, "dpa": corroborate.Org, "Senedd": corroborate.Org},
		},
		{
			name: "prefixed titles, a regent, a titled person's office after of, a street named with a title",
			body: "Co-President Rosa Marin spoke first. Sitaro Regent Yosefina Lumi declared an emergency. " +
				"State Secretary Per Olav Lunde of the Ministry of Trade said so. Crowds filled Dame Street.",
			want: map[string]corroborate.EntityType{"Rosa Marin": corroborate.Person, "Yosefina Lumi": corroborate.Person,
				"Per Olav Lunde": corroborate.Person, "Ministry of Trade": corroborate.Org, "Dame Street": corroborate.Place},
			none: []string{"Co-President Rosa Marin", "Street"},
		},
		{
			name: "a common word and a country name a body; stations by their head word",
			body: "Health New Zealand said it was confident. Trains stopped at Cologne Hauptbahnhof.",
			want: map[string]corroborate.EntityType{"Health New Zealand": corroborate.Org, "Cologne Hauptbahnhof": corroborate.Facility},
		},
		{
			name: "distances and origins say where",
			body: "Patients were moved to Mandelo, about 70 km away. Mark Harlan, a Republican from Valdor, objected. The camp lies 40 km from Tarvo Hills.",
			want: map[string]corroborate.EntityType{"Mandelo": corroborate.Place, "Valdor": corroborate.Place, "Tarvo Hills": corroborate.Place},
		},
		{
			name: "counted groups remanded, taken, picked up, held by description or by whoever holds them",
			body: "Twelve suspects have been remanded at Central Prison. In the capital 87 people were taken from the square. " +
				"The unit was holding about 40 suspected organisers. Those arrested included 46 women and at least a dozen minors. " +
				"Nearly 500 people had been picked up since Sunday. A court convicted six jailed pro-democracy activists. " +
				"A spokesman said 12 women and 21 children were among those held. The party held 40 meetings. Some 300 people attended the funeral.",
			want: map[string]corroborate.EntityType{"12 suspects": corroborate.Detainee, "87 people": corroborate.Detainee,
				"40 organisers": corroborate.Detainee, "46 women": corroborate.Detainee, "500 people": corroborate.Detainee,
				"6 activists": corroborate.Detainee, "12 women": corroborate.Detainee, "21 children": corroborate.Detainee},
			none: []string{"300 people", "40 meetings"},
		},
		{
			name: "sentenced to prison, in pretrial detention, two names sharing an apposition, included among the arrested",
			body: "A court on Tuesday sentenced activist Karim Belhaj to three years in prison. " +
				"Samir Touati, a 41-year-old teacher, has been in pretrial detention since March. " +
				"Kondo Mbewa and Ashok Patil, directors of a supply firm, were arrested the following day. " +
				"Riot police arrested 23 people, including Osvaldo Klaus, a local leader. A court sentenced Ana Ruiz to pay a fine.",
			want: map[string]corroborate.EntityType{"Karim Belhaj": corroborate.Detainee, "Samir Touati": corroborate.Detainee,
				"Kondo Mbewa": corroborate.Detainee, "Ashok Patil": corroborate.Detainee, "Osvaldo Klaus": corroborate.Detainee,
				"Ana Ruiz": corroborate.Person},
		},
		{
			name: "towns of a thousand people and English names of regions, when nothing else types them",
			body: "Rescuers reached Zermatt and Podgora on Monday. Tyrol and South Karelia sent help.",
			want: map[string]corroborate.EntityType{"Zermatt": corroborate.Place, "Podgora": corroborate.Place,
				"Tyrol": corroborate.Place, "South Karelia": corroborate.Place},
		},
		{
			name: "sites named by a lowercase word after them; services and broadcasters by short names; an apposition stops at a participle",
			body: "Trucks queued at the Velka crossing and the Orno fish farm. Workers left the Brynmor works. Supo and Säpo warned of sabotage, Yle reported. " +
				"Residents waded along Tarvo Road, the main artery leading to the border crossing. The Ministry of Public Works paid.",
			want: map[string]corroborate.EntityType{"Velka crossing": corroborate.Facility, "Orno fish farm": corroborate.Facility,
				"Brynmor works": corroborate.Facility, "Supo": corroborate.Branch, "Säpo": corroborate.Branch, "Yle": corroborate.Org,
				"Tarvo Road": corroborate.Place, "Ministry of Public Works": corroborate.Org},
		},
		{
			name: "company, police and site heads; streets, territories and toponym prefixes; X City",
			body: "Brennan Marine and Tamarack Midstream won the contract. The National Gendarmerie and the Guardia Civil searched the coast, Prensa Libre reported. " +
				"Trains left Gare du Midi. Crowds filled Nevsky Prospekt and the Orma Indigenous Territory. Floods reached Ban Hinlat, Beni Bouayach, Santo Tomás and Thu Duc City.",
			want: map[string]corroborate.EntityType{"Brennan Marine": corroborate.Org, "Tamarack Midstream": corroborate.Org,
				"National Gendarmerie": corroborate.Org, "Guardia Civil": corroborate.Org, "Prensa Libre": corroborate.Org,
				"Gare du Midi": corroborate.Facility, "Nevsky Prospekt": corroborate.Place, "Orma Indigenous Territory": corroborate.Place,
				"Ban Hinlat": corroborate.Place, "Beni Bouayach": corroborate.Place, "Santo Tomás": corroborate.Place, "Thu Duc City": corroborate.Place},
		},
		{
			name: "a dateline town is no surname of a doubtful person named with it",
			body: "SOLDA, Austria (AFP) — Four skiers died above the resort of Solda. Bergbahnen Solda closed its lifts.",
			want: map[string]corroborate.EntityType{"Solda": corroborate.Place},
		},
		{
			name: "a mayor's town, a neighbouring parish, a country's mine that is no name",
			body: "Kadaň Mayor Jiri Stastny said the town would cope. In St Elizabeth and neighbouring Westmoreland few had cover. Miners died in a Vietnam coal mine.",
			want: map[string]corroborate.EntityType{"Kadaň": corroborate.Place, "Westmoreland": corroborate.Place, "Vietnam": corroborate.Place},
			none: []string{"Vietnam coal mine"},
		},
		{
			name: "counted groups sentenced, detained along with, listed after 'those arrested include', held after an aside",
			body: "Police raided the complex, arresting 31 suspects. A court sentenced four journalists to six years in prison. " +
				"Ten activists were sentenced to 15 days of administrative detention. The manager was detained on Saturday along with three machine operators. " +
				"Those arrested include 24 Chinese nationals, five Cambodians and others. Two crew members, including the captain, had been detained. " +
				"Some 96 foreign workers without valid documents are being held. The detainees include two doctors.",
			want: map[string]corroborate.EntityType{"31 suspects": corroborate.Detainee, "4 journalists": corroborate.Detainee,
				"10 activists": corroborate.Detainee, "3 operators": corroborate.Detainee, "5 cambodians": corroborate.Detainee,
				"2 members": corroborate.Detainee, "96 workers": corroborate.Detainee, "2 doctors": corroborate.Detainee},
		},
		{
			name: "wind farms, substations, mills and naval bases named by a word after them",
			body: "The cable links the Kriegers Flak wind farm to the Bjaverskov substation. Cane reached the Rarawai mill. Ships left the Flamingo naval base.",
			want: map[string]corroborate.EntityType{"Kriegers Flak wind farm": corroborate.Facility, "Bjaverskov substation": corroborate.Facility,
				"Rarawai mill": corroborate.Facility, "Flamingo naval base": corroborate.Facility},
		},
		{
			name: "named among the arrested after an aside, and transferred to a detention centre",
			body: "Police later arrested three men, including the event organiser, Manoj Sahu, aged 45. " +
				"Blogger Rashad Husein, 31, and student Leyla Safar, 22, were transferred to the Kurdakhani detention centre. " +
				"The company hired three engineers, including the plant manager, Anil Rao.",
			want: map[string]corroborate.EntityType{"Manoj Sahu": corroborate.Detainee, "Rashad Husein": corroborate.Detainee,
				"Leyla Safar": corroborate.Detainee, "Anil Rao": corroborate.Person},
		},
		{
			name: "detainees: spent months in detention after auxiliaries, 'Also detained are', among them, a perfect-tense arrest, dash-closed lists",
			body: "His arrest follows that of the blogger Omar Lotfy, who has now spent 22 months in pretrial detention. Police said so on Monday.\n\n" +
				"Also detained are Dawit Tesfa, a senior editor, and Abebaw Mekon. Police arrested 23 people, among them union organiser Wilmer Angel, 38. " +
				"Police said they had detained the ferry's captain, Ricardo Manal. The activists — Thet Naing Oo, Hnin Wai Phyo and Zaw Lin Htet — were seized on Monday. " +
				"Police had arrested the manager, while the owner, Naveen Zafer, was believed to have fled.",
			want: map[string]corroborate.EntityType{"Omar Lotfy": corroborate.Detainee, "Dawit Tesfa": corroborate.Detainee, "Abebaw Mekon": corroborate.Detainee,
				"Wilmer Angel": corroborate.Detainee, "Ricardo Manal": corroborate.Detainee, "Thet Naing Oo": corroborate.Detainee,
				"Hnin Wai Phyo": corroborate.Detainee, "Zaw Lin Htet": corroborate.Detainee, "Naveen Zafer": corroborate.Person},
		},
		{
			name: "a dateline town keeps its name from a club named after it; seas, rivers and ranges; Santa leads a place",
			body: "LAHINCH, Ireland — Work on the flood scheme will begin, Lahinch Golf Club said. Lahinch has waited years. Boats crossed the Pacific and the Danube. Floods hit Santa Isabel.",
			want: map[string]corroborate.EntityType{"Lahinch": corroborate.Place, "Pacific": corroborate.Place, "Danube": corroborate.Place, "Santa Isabel": corroborate.Place},
		},
		{
			name: "heads in other languages and lowercase platforms",
			body: "Patients went to Ysbyty Glan Clwyd and tourists to Castello Ruffo. Pesquera Exalmar and ČD Cargo objected. Workers left the Gullfaks C platform. " +
				"The National Unity Platform protested. Buses ran from Debre Markos to Perm Krai and the Sulu Archipelago.",
			want: map[string]corroborate.EntityType{"Ysbyty Glan Clwyd": corroborate.Facility, "Castello Ruffo": corroborate.Facility,
				"Pesquera Exalmar": corroborate.Org, "ČD Cargo": corroborate.Org, "Gullfaks C platform": corroborate.Facility,
				"National Unity Platform": corroborate.Org, "Debre Markos": corroborate.Place, "Perm Krai": corroborate.Place, "Sulu Archipelago": corroborate.Place},
		},
		{
			name: "a Romance-article name after a place preposition; a region named in its police's name",
			body: "Families fled homes in El Rodeo. Last August the Lapland Police Department detained 11 people. Lapland needs a railway.",
			want: map[string]corroborate.EntityType{"El Rodeo": corroborate.Place, "Lapland Police Department": corroborate.Org, "Lapland": corroborate.Place},
		},
		{
			name: "detainees taken away, in prison, given years; a Vietnamese middle name",
			body: "Officers took away everyone present, including its provincial secretary, Gerard Ndiku. Among those taken away was Wang Lixo. " +
				"Cameraman Ernesto Talav, 34, remains in La Modelo prison. Le Thi Ngoc Hanh, aged 34, received six years. Maria Santos received 20 years of funding.",
			want: map[string]corroborate.EntityType{"Gerard Ndiku": corroborate.Detainee, "Wang Lixo": corroborate.Detainee, "Ernesto Talav": corroborate.Detainee,
				"Le Thi Ngoc Hanh": corroborate.Detainee, "Maria Santos": corroborate.Person},
		},
		{
			name: "pre-trial centres, numbered mines, water utilities, rail bodies, mixed-case initials, lowercase tunnels and quarries",
			body: "He is held at Pre-Trial Detention Centre No. 2. Miners left Mine 7. Yorkshire Water said the spill was small, and Network Rail closed the Ffestiniog tunnel and the Llechwedd quarry road. TfW said buses would run. TfW apologised.",
			want: map[string]corroborate.EntityType{"Pre-Trial Detention Centre No. 2": corroborate.Facility, "Mine 7": corroborate.Facility,
				"Yorkshire Water": corroborate.Org, "Network Rail": corroborate.Org, "Ffestiniog tunnel": corroborate.Facility, "TfW": corroborate.Org},
		},
		{
			name: "prison terms served and given, custody in an aside, a list of two each receiving years, among them a possessor's relative",
			body: "Daulet Tazhim, a lawyer seen as a leader of the protests, is serving a 16-year prison term. Businessman Hatem Mejro, in custody since February, received the heaviest sentence. " +
				"His co-defendants, including electrician Andrei Yarmol, aged 34, were given between four and seven years each. Reporters Nigar Guli and Elvin Rustam each received eight years. " +
				"Police arrested seven fishermen, among them Choc's son-in-law, Mynor Xolo.",
			want: map[string]corroborate.EntityType{"Daulet Tazhim": corroborate.Detainee, "Hatem Mejro": corroborate.Detainee, "Andrei Yarmol": corroborate.Detainee,
				"Nigar Guli": corroborate.Detainee, "Elvin Rustam": corroborate.Detainee, "Mynor Xolo": corroborate.Detainee},
		},
		{
			name: "a short name in title case defined in brackets after a body's name",
			body: "The firm holds a concession from the National Water Commission (Conagua). Conagua said the drought was severe. " +
				"The Swedish Security Service (Säpo) warned of sabotage. People queued at Zenith Bank and Guaranty Trust Bank (GTBank).",
			want: map[string]corroborate.EntityType{"National Water Commission": corroborate.Org, "Swedish Security Service": corroborate.Branch,
				"Zenith Bank": corroborate.Org, "Guaranty Trust Bank": corroborate.Org},
		},
		{
			name: "detainees sentenced to a penal colony, receiving terms, listed before 'were taken', named as detainees, included by title",
			body: "Judge Gulnara Aben sentenced Daniyar Serik, founder of the news site Dala Media, to four years in a penal colony. " +
				"His deputy, Aigerim Tuleg, a 29-year-old former producer, received two and a half years. Nurses Volha Hryn and Tatsiana Lapk received terms of three to five years. " +
				"Reporter Brian Ssek, camera operator Joan Nakat and news editor Isaac Okel were taken from the offices of the broadcaster. " +
				"The other detainees were named as Sherali Davlat, Umed Qodir and Bakhtiyor Safar. Police arrested 17 protesters, including village head Syamsul Bahr, after a blockade.",
			want: map[string]corroborate.EntityType{"Daniyar Serik": corroborate.Detainee, "Aigerim Tuleg": corroborate.Detainee, "Volha Hryn": corroborate.Detainee,
				"Tatsiana Lapk": corroborate.Detainee, "Brian Ssek": corroborate.Detainee, "Joan Nakat": corroborate.Detainee, "Isaac Okel": corroborate.Detainee,
				"Sherali Davlat": corroborate.Detainee, "Umed Qodir": corroborate.Detainee, "Bakhtiyor Safar": corroborate.Detainee, "Syamsul Bahr": corroborate.Detainee},
		},
		{
			name: "ports named with 'of', Irish counties, the Amazon with its article, paramilitary units, a police bureau",
			body: "Cargo piled up at the Port of Mombasa. Raids in Co Tipperary and Co Kildare followed. Fires spread in the Amazon. " +
				"The Rapid Action Battalion (RAB) detained him. The Guangzhou Public Security Bureau said nothing.",
			want: map[string]corroborate.EntityType{"Port of Mombasa": corroborate.Facility, "Co Tipperary": corroborate.Place, "Co Kildare": corroborate.Place,
				"Amazon": corroborate.Place, "Rapid Action Battalion": corroborate.Branch, "Guangzhou Public Security Bureau": corroborate.Org},
		},
		{
			name: "the heaviest sentence of a verdict names a detainee",
			body: "The court convicted the activists. The heaviest sentence went to Arman Teleu, a former oil worker. " +
				"Judge Ruslan Omar handed the longest term to the editor, Lina Vasko, 41. Petr Horak received the longest term, nine years.",
			want: map[string]corroborate.EntityType{"Arman Teleu": corroborate.Detainee, "Lina Vasko": corroborate.Detainee,
				"Petr Horak": corroborate.Detainee, "Ruslan Omar": corroborate.Person},
		},
		{
			name: "'one of them' after people held, not after experts",
			body: "Police said two men were arrested on Monday near Tame. One of them, identified as Jhon Pardo, was questioned. " +
				"Two pathologists reviewed the photographs. One of them, Dr. Henrik Dahl, said the bruising was recent.",
			want: map[string]corroborate.EntityType{"Jhon Pardo": corroborate.Detainee, "Henrik Dahl": corroborate.Person},
		},
		{
			name: "undersecretaries, large firms no index lists, police forces by a bare name, a port's city",
			body: "Fisheries Undersecretary Felipe Montes said Cargill and Sibanye-Stillwater would pay. Carabineros said a trawler was escorted into the Port of Dakar.",
			want: map[string]corroborate.EntityType{"Felipe Montes": corroborate.Person, "Cargill": corroborate.Org, "Sibanye-Stillwater": corroborate.Org,
				"Carabineros": corroborate.Org, "Port of Dakar": corroborate.Facility, "Dakar": corroborate.Place},
		},
		{
			name: "'they were identified as' a list split by semicolons after an arrest; 'X, spent two years in prison'",
			body: "Four journalists were arrested on Saturday at a café. They were identified as Yacine Amrouche, a reporter for El Watan; photographer Nadia Berrah; and the station's correspondent, Samir Lounes. " +
				"The director of the radio, Ihsane Kaci, spent nearly two years in prison. Police said they were searching for the boat's owner, identified as Abdul Malek.",
			want: map[string]corroborate.EntityType{"Yacine Amrouche": corroborate.Detainee, "Nadia Berrah": corroborate.Detainee, "Samir Lounes": corroborate.Detainee,
				"Ihsane Kaci": corroborate.Detainee, "Abdul Malek": corroborate.Person},
		},
		{
			name: "held groups: in court, under arrest, named after a detainee, moved to prison, held now",
			body: "Five journalists appeared before the Federal Court on Monday. The clash left 20 people injured and 14 protesters under arrest. " +
				"Police arrested the cooperative's president, Jean Kalenga, and three site supervisors. The institute began moving 280 gang members to Ilama prison. " +
				"Police have detained at least eight labour activists. \"The state is now holding at least 15 journalists,\" she said. Police arrested the owner, and three officers were hurt.",
			want: map[string]corroborate.EntityType{"5 journalists": corroborate.Detainee, "14 protesters": corroborate.Detainee, "Jean Kalenga": corroborate.Detainee,
				"3 supervisors": corroborate.Detainee, "280 members": corroborate.Detainee, "8 activists": corroborate.Detainee,
				"15 journalists": corroborate.Detainee},
			none: []string{"3 officers", "20 people"},
		},
		{
			name: "listed bodies with accents, looked up with accents folded",
			body: "The opposition demanded a debate in the Dáil. An Garda Síochána said two men were questioned. Catalonia's regional government, the Generalitat, declared an emergency.",
			want: map[string]corroborate.EntityType{"Dáil": corroborate.Org, "An Garda Síochána": corroborate.Org, "Generalitat": corroborate.Org},
		},
		{
			name: "more held groups: nurses, sentenced from a daily, among them, from a country, of a party, in jails, into custody",
			body: "Police arrested 23 nurses on Tuesday. A court sentenced two reporters from the daily Shargh to 11 years behind bars. " +
				"The group says 900 people remain in detention, among them 27 writers. At least 187 fishermen from Sri Lanka have been arrested this year. " +
				"The department says 64 fishermen remain in Indian jails. At least 18 supporters of the main opposition party have been abducted. " +
				"A spokesman said 31 people had been taken into custody.",
			want: map[string]corroborate.EntityType{"23 nurses": corroborate.Detainee, "2 reporters": corroborate.Detainee, "27 writers": corroborate.Detainee,
				"187 fishermen": corroborate.Detainee, "64 fishermen": corroborate.Detainee, "18 supporters": corroborate.Detainee, "31 people": corroborate.Detainee},
		},
		{
			name: "'is among those held', 'each received', and a wife whose husband is held",
			body: "\"He is not a criminal,\" said Tharshini Ravi, whose husband, Selvan Anton, a skipper, is among those held. " +
				"Kyaw Zin Htet, 41, and Hnin Ei Phyu, a schoolteacher, each received 15 years. " +
				"Karim Adel Mansour, 41, whose work appears on Mada Masr, was taken from his apartment.",
			want: map[string]corroborate.EntityType{"Tharshini Ravi": corroborate.Person, "Selvan Anton": corroborate.Detainee,
				"Kyaw Zin Htet": corroborate.Detainee, "Hnin Ei Phyu": corroborate.Detainee, "Karim Adel Mansour": corroborate.Detainee},
		},
		{
			name: "ranks written short, a title's one-word field, a titled town after 'near', a corner of a county, a sea named after a country",
			body: "IGSU spokesman Lt Col Marius Oancea said water was rising. Deputy Minister for Minerals Ramadhani Kimaro told lawmakers. " +
				"The terminal is near Prince Rupert. Jobs came to a corner of Gwynedd. The plant lies on the Sea of Japan coast.",
			want: map[string]corroborate.EntityType{"Marius Oancea": corroborate.Person, "Ramadhani Kimaro": corroborate.Person,
				"Prince Rupert": corroborate.Place, "Gwynedd": corroborate.Place, "Sea of Japan": corroborate.Place, "Japan": corroborate.Place},
		},
		{
			name: "an outlet's language service, a national bar and red cross, a body of its country in a Romance language",
			body: "Activists told BBC Persian the raids went on. The Malaysian Bar and the Slovenian Red Cross objected. " +
				"Acciaierie d'Italia employs 8,000 people. Électricité de France runs the plant. Dawn Mackie said so. Residents of Mocímboa da Praia fled.",
			want: map[string]corroborate.EntityType{"BBC Persian": corroborate.Org, "Malaysian Bar": corroborate.Org, "Slovenian Red Cross": corroborate.Org,
				"Acciaierie d'Italia": corroborate.Org, "Électricité de France": corroborate.Org, "Dawn Mackie": corroborate.Person},
		},
		{
			name: "detainees the arrests included, among the arrested, each given, charged and held, a maximum term; a suspended one is no custody",
			body: "The arrests, carried out over ten days by officers of the Presidency, included Faisal Ghamdi, a 41-year-old engineer, and Nourah Qahtani, aged 29, a teacher. " +
				"Police arrested 14 people, among them 62-year-old fish trader Mercy Ofori. Pedro Mejía was among nine workers arrested on Wednesday. " +
				"Blogger Yanis Amez, a graduate, received the maximum five-year term. The pilot, Ibrahim Khalil, has been charged with illegal entry and is being held at a prison. " +
				"His co-defendants, Nour Mansi and Youssef Ghon, were each given three years. Connor Hallam received a two-year sentence suspended for 18 months.",
			want: map[string]corroborate.EntityType{"Faisal Ghamdi": corroborate.Detainee, "Nourah Qahtani": corroborate.Detainee, "Mercy Ofori": corroborate.Detainee,
				"Pedro Mejía": corroborate.Detainee, "Yanis Amez": corroborate.Detainee, "Ibrahim Khalil": corroborate.Detainee, "Nour Mansi": corroborate.Detainee,
				"Youssef Ghon": corroborate.Detainee, "Connor Hallam": corroborate.Person},
		},
		{
			name: "highways and circles named after people, Italian roads, Maghreb and Thai towns, a channel named after a land",
			body: "Trucks blocked the Federico Basadre Highway. Crowds gathered at Fuente Osmeña Circle. Police closed Via Appia. " +
				"Villagers in Sidi Abed protested. Refugees fled to Mae Sot. Migrants crossed the English Channel. The Discovery Channel filmed it.",
			want: map[string]corroborate.EntityType{"Federico Basadre Highway": corroborate.Place, "Fuente Osmeña Circle": corroborate.Place,
				"Via Appia": corroborate.Place, "Sidi Abed": corroborate.Place, "Mae Sot": corroborate.Place, "English Channel": corroborate.Place},
		},
		{
			name: "legal forms and municipalities end a body's name; 'chief executive of X' and 'owned by X' name a firm",
			body: "Its local partner Tarma Litio SA said it would hire. Skive Municipality expects growth. " +
				"Eirik Haugen, chief executive of Fosen Vind, told NRK the company was reviewing the judgment. The port is owned by Marsa Maroc.",
			want: map[string]corroborate.EntityType{"Tarma Litio SA": corroborate.Org, "Skive Municipality": corroborate.Org,
				"Fosen Vind": corroborate.Org, "Marsa Maroc": corroborate.Org, "Eirik Haugen": corroborate.Person},
		},
		{
			name: "numbered roads, lists closed by sub-cities and basins, districts of a list",
			body: "Protesters blocked Route 5. Trucks stopped on National Route 11 near Timbúes. The activists blocked Street 1019. " +
				"Police raided homes in the Bole and Yeka sub-cities. Catches fell in the Sesan, Srepok and Sekong basins. Flooding hit the districts of Oppau and Edigheim.",
			want: map[string]corroborate.EntityType{"Route 5": corroborate.Place, "National Route 11": corroborate.Place, "Street 1019": corroborate.Place,
				"Bole": corroborate.Place, "Yeka": corroborate.Place, "Sesan": corroborate.Place, "Srepok": corroborate.Place, "Oppau": corroborate.Place, "Edigheim": corroborate.Place},
		},
		{
			name: "held groups and named detainees: sentenced to administrative detention, the release of, fans, citizens, Vietnamese, 'arrested with', 'among them KPAWU secretary X'",
			body: "Eight activists were sentenced on Sunday by the Ganja City Court to between 15 and 30 days of administrative detention. " +
				"Rights groups demanded the release of at least 14 protesters. She said at least 300 fans had been detained. " +
				"Those held included 312 Chinese citizens, 164 Indonesians and 87 Vietnamese. Koffi was arrested on Friday with his accountant, Serge Nguessan, and four warehouse managers. " +
				"Officers arrested 14 workers, among them KPAWU branch secretary Wesley Kiprotich. The judge freed 11 detainees, but six protesters remained in custody, including Haddad and Joelle Nader. " +
				"The agency seeks the release of all 643 Eritreans, including at least 90 unaccompanied children.",
			want: map[string]corroborate.EntityType{"8 activists": corroborate.Detainee, "14 protesters": corroborate.Detainee, "300 fans": corroborate.Detainee,
				"312 citizens": corroborate.Detainee, "164 indonesians": corroborate.Detainee, "Serge Nguessan": corroborate.Detainee, "4 managers": corroborate.Detainee,
				"Wesley Kiprotich": corroborate.Detainee, "Joelle Nader": corroborate.Detainee, "643 eritreans": corroborate.Detainee, "90 children": corroborate.Detainee},
		},
		{
			name: "'including' after an arrest with a count, then a minister, is no list of the held",
			body: "Soldiers have arrested 63 people, including 21 Chinese nationals, in an operation in the Western Region, Lands Minister Kojo Asante-Mensah said on Sunday.",
			want: map[string]corroborate.EntityType{"Kojo Asante-Mensah": corroborate.Person, "63 people": corroborate.Detainee},
		},
		{
			name: "the prosecution, parties by bare name, The Hague inside a name, whatever a port is of",
			body: "On Sunday, the Public Prosecution ordered 52 people held. Sinn Féin and Fine Gael objected. " +
				"The ruling by the District Court of The Hague stands. Steel is shipped through the Port of Luleå.",
			want: map[string]corroborate.EntityType{"Public Prosecution": corroborate.Org, "Sinn Féin": corroborate.Org, "Fine Gael": corroborate.Org,
				"District Court of The Hague": corroborate.Org, "The Hague": corroborate.Place, "Port of Luleå": corroborate.Facility, "Luleå": corroborate.Place},
		},
		{
			name: "a body's initials or a known body own what follows their possessive",
			body: "Floodwater swept through POSCO's Pohang Steelworks. The Bundestag's Committee on Human Rights met.",
			want: map[string]corroborate.EntityType{"POSCO": corroborate.Org, "Pohang Steelworks": corroborate.Facility, "Bundestag": corroborate.Org,
				"Committee on Human Rights": corroborate.Org},
		},
		{
			name: "a nationality or region adjective before a place is no part of its name, unless the whole is a place",
			body: "Herders in Finnish Lapland protested. Salmon escaped in Arctic Norway. Slate roofed Victorian Britain. Officials met in British Columbia and Western Australia.",
			want: map[string]corroborate.EntityType{"Lapland": corroborate.Place, "Norway": corroborate.Place, "Britain": corroborate.Place,
				"British Columbia": corroborate.Place, "Western Australia": corroborate.Place},
		},
		{
			name: "parks named after people are places, monasteries are sites",
			body: "Herders grazed between the Luiro River and Urho Kekkonen National Park. Police took monks from Kirti Monastery.",
			want: map[string]corroborate.EntityType{"Urho Kekkonen National Park": corroborate.Place, "Kirti Monastery": corroborate.Facility},
		},
		{
			name: "arrested alongside, a second counted group with a qualifier, among those taken, moved overnight to a jail, recaptured, a dozen",
			body: "Nino Beridze, a reporter, was arrested alongside camera operator Levan Tsintsadze, 41, and photographer Tamar Khalvashi, colleagues said. " +
				"They added that 12 women and at least three teenagers were among those held. " +
				"\"They came at night,\" said Claudine Uwase, whose husband, Jean-Paul Habimana, a schoolteacher, was among those taken. " +
				"A lawyer said 19 activists had been moved overnight to Karachi Central Jail. Police had recaptured seven escapees. " +
				"He represents a dozen detainees. Mavjuda Nazarova, whose brother, a teacher named Alisher Davlatov, was among those taken, spoke.",
			want: map[string]corroborate.EntityType{"Levan Tsintsadze": corroborate.Detainee, "Tamar Khalvashi": corroborate.Detainee, "3 teenagers": corroborate.Detainee,
				"Jean-Paul Habimana": corroborate.Detainee, "Claudine Uwase": corroborate.Person, "19 activists": corroborate.Detainee, "7 escapees": corroborate.Detainee,
				"12 detainees": corroborate.Detainee, "Mavjuda Nazarova": corroborate.Person, "Alisher Davlatov": corroborate.Detainee},
		},
		{
			name: "a list whose next name lies inside the one before (a crash found by a held-out article)",
			body: "Dr Helen Marsh, a geographer at Royal Holloway, University of London, who has studied the kilns for more than 10 years, said climate shocks were pushing farmers.",
			want: map[string]corroborate.EntityType{"Helen Marsh": corroborate.Person, "London": corroborate.Place},
		},
		{
			name: "fjords in one word, rivers by their banks and tributaries",
			body: "Cruise ships anchor in the Sognefjord. Toxic foam reached the left bank of the Velka. Farmers along a tributary of the Orvane lost cattle.",
			want: map[string]corroborate.EntityType{"Sognefjord": corroborate.Place, "Velka": corroborate.Place, "Orvane": corroborate.Place},
		},
		{
			name: "a place that is also a given name leads a person's name",
			body: "Amara Okonjo-Hughes died in May at the Dallas Mavericks game.",
			want: map[string]corroborate.EntityType{"Amara Okonjo-Hughes": corroborate.Person, "Dallas Mavericks": corroborate.Org},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ents := Entities(tt.body, nil)
			for name, typ := range tt.want {
				e := find(ents, name)
				if e == nil {
					t.Errorf("no entity %q in %v", name, names(ents))
					continue
				}
				if e.Type != typ {
					t.Errorf("%q: type %s, want %s", name, e.Type, typ)
				}
			}
			for _, name := range tt.none {
				for _, e := range ents {
					if strings.EqualFold(e.Name, name) {
						t.Errorf("unexpected entity %q (%s)", e.Name, e.Type)
					}
				}
			}
		})
	}
}

func names(ents []corroborate.Entity) []string {
	var out []string
	for _, e := range ents {
		out = append(out, string(e.Type)+":"+e.Name)
	}
	return out
}

func TestEntitiesGrouping(t *testing.T) {
	tests := []struct {
		name     string
		body     string
		entity   string
		mentions []string
		aliases  []string
	}{
		{
			name:     "facility first word alone",
			body:     "He was held at Kasembe Maximum Security Prison. Guards at Kasembe refused him visits.",
			entity:   "Kasembe Maximum Security Prison",
			mentions: []string{"Kasembe Maximum Security Prison", "Kasembe"},
			aliases:  []string{"Kasembe"},
		},
		{
			name:     "a city alone after its club is the club, unless after 'in' or in a dateline",
			body:     "ESSEN, Germany (AP) — Borussia Essen beat the champions 2-0. Essen coach Jan Weller praised the crowd in Essen, and Essen's defence held.",
			entity:   "Borussia Essen",
			mentions: []string{"Borussia Essen", "Essen", "Essen"},
		},
		{
			name:     "a title-case short name in brackets joins its body",
			body:     "The firm holds a concession from the National Water Commission (Conagua). Conagua said the drought was severe.",
			entity:   "National Water Commission",
			mentions: []string{"National Water Commission", "Conagua", "Conagua"},
		},
		{
			name:     "a given name in brackets after a body with 'and' inside is its short name",
			body:     "The Institute of Environment and Renewable Natural Resources (Sema) estimated the loss. Sema said more would follow.",
			entity:   "Institute of Environment and Renewable Natural Resources",
			mentions: []string{"Institute of Environment and Renewable Natural Resources", "Sema", "Sema"},
		},
		{
			name:     "a place's body in brackets: the short name is the body's",
			body:     "Bahia's Environment Secretariat (Libre) declared an emergency. Libre said beaches were closed.",
			entity:   "Environment Secretariat",
			mentions: []string{"Environment Secretariat", "Libre", "Libre"},
		},
		{
			name:     "a short name after a name with 'and' between fields",
			body:     "The National Fisheries and Aquaculture Service (Sernapesca) said the bloom was spreading. Sernapesca said more.",
			entity:   "National Fisheries and Aquaculture Service",
			mentions: []string{"National Fisheries and Aquaculture Service", "Sernapesca", "Sernapesca"},
		},
		{
			name:     "a short name after a name with 'for the' inside",
			body:     "The Indonesian Forum for the Environment (Walhi) said the mill had been sanctioned. Walhi said so.",
			entity:   "Indonesian Forum for the Environment",
			mentions: []string{"Indonesian Forum for the Environment", "Walhi", "Walhi"},
		},
		{
			name:     "mixed-case initials written the same way later",
			body:     "Environment Canterbury (ECan), the regional council, said its officers found a breach. ECan said more.",
			entity:   "Environment Canterbury",
			mentions: []string{"Environment Canterbury", "ECan", "ECan"},
		},
		{
			name:     "a long one-word short name",
			body:     "The Environmental Board (Keskkonnaamet) said it had sent inspectors. Keskkonnaamet said more.",
			entity:   "Environmental Board",
			mentions: []string{"Environmental Board", "Keskkonnaamet", "Keskkonnaamet"},
		},
		{
			name:     "a whole name after 'the' is the long form, not the people before it",
			body:     "Officers of the State Committee for National Security (GKNB) detained him. The GKNB said nothing.",
			entity:   "State Committee for National Security",
			mentions: []string{"State Committee for National Security", "GKNB", "GKNB"},
		},
		{
			name:     "a firm's first word alone, though a common word",
			body:     "Vivid Minerals Ltd agreed to sell the mine. Vivid said the price was fair.",
			entity:   "Vivid Minerals Ltd",
			mentions: []string{"Vivid Minerals Ltd", "Vivid"},
		},
		{
			name:     "'the Commission' is the commission named before",
			body:     "The European Commission fined the firm. The Commission said it would appeal, and the Commission's lawyers agreed.",
			entity:   "European Commission",
			mentions: []string{"European Commission", "Commission", "Commission"},
		},
		{
			name:     "a Spanish first surname alone is the person",
			body:     "Her brother, Rogelio Varga Ibarra, spoke first. Varga said the police never came.",
			entity:   "Rogelio Varga Ibarra",
			mentions: []string{"Rogelio Varga Ibarra", "Varga"},
		},
		{
			name:     "a facility's first word alone when the rest are facility words",
			body:     "Detainees at Dunmore immigration removal centre refused food. Dunmore, which holds 600 men, is run by a contractor.",
			entity:   "Dunmore immigration removal centre",
			mentions: []string{"Dunmore immigration removal centre", "Dunmore"},
		},
		{
			name:     "honorific and surname",
			body:     "Sir Alan Brightwater arrived late. Brightwater said the vote was fair, and Brightwater's aides agreed.",
			entity:   "Alan Brightwater",
			mentions: []string{"Alan Brightwater", "Brightwater", "Brightwater"},
			aliases:  []string{"Brightwater"},
		},
		{
			name:     "name particle in any case",
			body:     "Judge Maria van Houten opened the hearing. Van Houten said the court would sit until noon, and van Houten left.",
			entity:   "Maria van Houten",
			mentions: []string{"Maria van Houten", "Van Houten", "van Houten"},
		},
		{
			name:     "surname before the full name",
			body:     "Okafor did not answer questions. Chidi Okafor, the mayor, later issued a statement.",
			entity:   "Chidi Okafor",
			mentions: []string{"Okafor", "Chidi Okafor"},
		},
		{
			name:     "case-insensitive organisation",
			body:     "The Regional Water Authority raised prices. Critics say the regional water authority ignored them.",
			entity:   "Regional Water Authority",
			mentions: []string{"Regional Water Authority", "regional water authority"},
		},
		{
			name:     "lowercase organisation before a place",
			body:     "The case went to the supreme court of Kenya in May.",
			entity:   "Supreme Court of Kenya",
			mentions: []string{"supreme court of Kenya"},
		},
		{
			name:     "acronym joins its organisation",
			body:     "The Coastal Fisheries Council (CFC) met on Friday. The CFC said quotas would fall.",
			entity:   "Coastal Fisheries Council",
			mentions: []string{"Coastal Fisheries Council", "CFC", "CFC"},
		},
		{
			name:     "a capitalised noun does not join a counted group",
			body:     "About 2,000 detainees were freed. Detainees said they were beaten.",
			entity:   "2,000 detainees",
			mentions: []string{"2,000 detainees"},
		},
		{
			name:     "detainee group written two ways",
			body:     "At least 4,500 detainees died. Relatives of the 4,500 detainees want answers, and 4-thousand detainees remain.",
			entity:   "4,500 detainees",
			mentions: []string{"4,500 detainees", "4,500 detainees"},
		},
		{
			name:     "two particles",
			body:     "Striker Pieter van den Broek scored twice. Van den Broek now has nine goals.",
			entity:   "Pieter van den Broek",
			mentions: []string{"Pieter van den Broek", "Van den Broek"},
		},
		{
			name:     "family name first",
			body:     "Wang Lihua won the final. Wang said she was tired.",
			entity:   "Wang Lihua",
			mentions: []string{"Wang Lihua", "Wang"},
		},
		{
			name:     "double surname that is also a place",
			body:     "Lucia Santa Cruz was freed. Santa Cruz thanked her lawyers.",
			entity:   "Lucia Santa Cruz",
			mentions: []string{"Lucia Santa Cruz", "Santa Cruz"},
		},
		{
			name:     "given name of a three-word name",
			body:     "Deputy Cody Wayne Pritchett fired twice. Cody said he was afraid.",
			entity:   "Cody Wayne Pritchett",
			mentions: []string{"Cody Wayne Pritchett", "Cody"},
		},
		{
			name:     "Filipino particles",
			body:     "Senator Ramon dela Cruz spoke first. Dela Cruz said he would resign.",
			entity:   "Ramon dela Cruz",
			mentions: []string{"Ramon dela Cruz", "Dela Cruz"},
		},
		{
			name:     "a place that is a given name does not make a team of a person",
			body:     "Amara Okonjo-Hughes died in May. Okonjo-Hughes was 17.",
			entity:   "Amara Okonjo-Hughes",
			mentions: []string{"Amara Okonjo-Hughes", "Okonjo-Hughes"},
		},
		{
			name:     "accents folded",
			body:     "Tomáš Dvořák won. Dvorak said it was his best match.",
			entity:   "Tomáš Dvořák",
			mentions: []string{"Tomáš Dvořák", "Dvorak"},
		},
		{
			name:     "place-named council keeps its place",
			body:     "Marta Kell, 44, of Lowbridge, sued Lowbridge District Council.",
			entity:   "Lowbridge",
			mentions: []string{"Lowbridge"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ents := Entities(tt.body, nil)
			e := find(ents, tt.entity)
			if e == nil {
				t.Fatalf("no entity %q in %v", tt.entity, names(ents))
			}
			if got := mentionTexts(e); !slices.Equal(got, tt.mentions) {
				t.Errorf("mentions %q, want %q", got, tt.mentions)
			}
			for _, a := range tt.aliases {
				if !slices.Contains(e.Aliases, a) {
					t.Errorf("aliases %q lack %q", e.Aliases, a)
				}
			}
		})
	}
}

func TestEntitiesRoles(t *testing.T) {
	tests := []struct {
		name   string
		body   string
		entity string
		title  string
		org    string
	}{
		{
			name:   "apposition with organisation",
			body:   "Ana Ruiz, the chief economist of the Central Bank of Chile, said rates would rise.",
			entity: "Ana Ruiz", title: "chief economist", org: "Central Bank of Chile",
		},
		{
			name:   "apposition without organisation",
			body:   "\"It is worse than we feared,\" said Tobias Lindqvist, one of the study's authors.",
			entity: "Tobias Lindqvist", title: "one of the study's authors",
		},
		{
			name:   "lowercase title before the name",
			body:   "The court summoned former Zambian president Peter Mulenga to testify.",
			entity: "Peter Mulenga", title: "former Zambian president",
		},
		{
			name:   "capitalised title before the name",
			body:   "Interior Minister Hana Sorensen announced the inquiry.",
			entity: "Hana Sorensen", title: "Interior Minister",
		},
		{
			name:   "lowercase complement stays in the title",
			body:   "Tomas Oyelaran, the head of the institute, resigned.",
			entity: "Tomas Oyelaran", title: "head of the institute",
		},
		{
			name:   "a name that only qualifies the organisation is not it",
			body:   "Peter Ndlovu, chairman of the Kariba growers' association, spoke.",
			entity: "Peter Ndlovu", title: "chairman",
		},
		{
			name:   "apposition before the name",
			body:   "A company spokeswoman, Lucia Ferrante, declined to comment.",
			entity: "Lucia Ferrante", title: "company spokeswoman",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ents := Entities(tt.body, nil)
			e := find(ents, tt.entity)
			if e == nil {
				t.Fatalf("no entity %q in %v", tt.entity, names(ents))
			}
			if e.Type != corroborate.Person {
				t.Errorf("type %s, want PERSON", e.Type)
			}
			for _, r := range e.Roles {
				if r.Title == tt.title && r.Org == tt.org {
					if tt.body[r.Start:r.End] != r.Text {
						t.Errorf("role text %q is not body[%d:%d]", r.Text, r.Start, r.End)
					}
					return
				}
			}
			t.Errorf("roles %+v lack {%q %q}", e.Roles, tt.title, tt.org)
		})
	}
}
