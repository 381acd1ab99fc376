package banking

import (
	_ "embed"
	"encoding/json"
	"strings"
	"sync"
)

//go:embed ph_locations.json
var locationsJSON []byte

// Region is one Philippine region with its provinces; the same file is bundled in the web
// app (web/src/components/dynamic-form/ph-locations.json) for the city picker.
type Region struct {
	Name      string     `json:"name"`
	Provinces []Province `json:"provinces"`
}

// Province is one province (Metro Manila stands in for NCR) with its cities and municipalities.
type Province struct {
	Name   string   `json:"name"`
	Cities []string `json:"cities"`
}

// CitySeparator joins region, province and city in the value a city item sends.
const CitySeparator = "/"

var (
	locationsOnce sync.Once
	regions       []Region
	cityIndex     map[string]bool
)

func loadLocations() {
	if err := json.Unmarshal(locationsJSON, &regions); err != nil {
		panic("banking: embedded ph_locations.json is invalid: " + err.Error())
	}
	cityIndex = map[string]bool{}
	for _, r := range regions {
		for _, p := range r.Provinces {
			for _, c := range p.Cities {
				cityIndex[r.Name+CitySeparator+p.Name+CitySeparator+c] = true
			}
		}
	}
}

// Regions returns the bundled region / province / city list.
func Regions() []Region {
	locationsOnce.Do(loadLocations)
	return regions
}

// LocationsJSON is the embedded list as bundled (tests compare it with the web copy).
func LocationsJSON() []byte { return locationsJSON }

// KnownCity reports whether value is "Region/Province/City" of the bundled list.
func KnownCity(value string) bool {
	locationsOnce.Do(loadLocations)
	parts := strings.Split(value, CitySeparator)
	if len(parts) != 3 {
		return false
	}
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return cityIndex[strings.Join(parts, CitySeparator)]
}
