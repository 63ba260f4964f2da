// The sandbox Spot lab's sample collection sites (a member can drop a sample off or have blood
// drawn). Real coordinates of the city centres' neighbourhoods; names and phones are fictional.
export interface LabSiteRecord {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  hours: string;
}

const WEEKDAYS = 'Mon-Fri 7:00am-5:00pm';
const SATURDAYS = 'Mon-Fri 7:00am-5:00pm, Sat 8:00am-12:00pm';

export const SPOT_LAB_SITES: readonly LabSiteRecord[] = [
  { id: 'nyc-midtown', name: 'Spot Collection Center - Midtown', address: '350 5th Ave, New York, NY 10118', lat: 40.7484, lng: -73.9857, phone: '(212) 555-0141', hours: SATURDAYS },
  {
    id: 'nyc-downtown',
    name: 'Spot Collection Center - Financial District',
    address: '100 Wall St, New York, NY 10005',
    lat: 40.7056,
    lng: -74.0089,
    phone: '(212) 555-0178',
    hours: WEEKDAYS,
  },
  { id: 'brooklyn', name: 'Spot Collection Center - Downtown Brooklyn', address: '345 Adams St, Brooklyn, NY 11201', lat: 40.6928, lng: -73.9903, phone: '(718) 555-0110', hours: WEEKDAYS },
  { id: 'newark', name: 'Spot Lab Partner - Newark', address: '1 Gateway Center, Newark, NJ 07102', lat: 40.7357, lng: -74.1664, phone: '(973) 555-0123', hours: WEEKDAYS },
  { id: 'philadelphia', name: 'Spot Lab Partner - Center City', address: '1500 Market St, Philadelphia, PA 19102', lat: 39.9524, lng: -75.1657, phone: '(215) 555-0190', hours: SATURDAYS },
  { id: 'boston', name: 'Spot Collection Center - Back Bay', address: '800 Boylston St, Boston, MA 02199', lat: 42.3479, lng: -71.0825, phone: '(617) 555-0161', hours: WEEKDAYS },
  {
    id: 'dc',
    name: 'Spot Collection Center - Dupont Circle',
    address: '1350 Connecticut Ave NW, Washington, DC 20036',
    lat: 38.9096,
    lng: -77.0434,
    phone: '(202) 555-0187',
    hours: SATURDAYS,
  },
  { id: 'atlanta', name: 'Spot Lab Partner - Midtown Atlanta', address: '1180 Peachtree St NE, Atlanta, GA 30309', lat: 33.7866, lng: -84.3833, phone: '(404) 555-0132', hours: WEEKDAYS },
  { id: 'miami', name: 'Spot Collection Center - Brickell', address: '1111 Brickell Ave, Miami, FL 33131', lat: 25.7617, lng: -80.1918, phone: '(305) 555-0145', hours: SATURDAYS },
  { id: 'chicago', name: 'Spot Collection Center - The Loop', address: '233 S Wacker Dr, Chicago, IL 60606', lat: 41.8789, lng: -87.6359, phone: '(312) 555-0156', hours: SATURDAYS },
  { id: 'dallas', name: 'Spot Lab Partner - Uptown Dallas', address: '2100 McKinney Ave, Dallas, TX 75201', lat: 32.7936, lng: -96.8036, phone: '(214) 555-0119', hours: WEEKDAYS },
  { id: 'houston', name: 'Spot Collection Center - Medical Center', address: '6565 Fannin St, Houston, TX 77030', lat: 29.7107, lng: -95.3987, phone: '(713) 555-0170', hours: SATURDAYS },
  { id: 'austin', name: 'Spot Lab Partner - Downtown Austin', address: '600 Congress Ave, Austin, TX 78701', lat: 30.2686, lng: -97.7428, phone: '(512) 555-0128', hours: WEEKDAYS },
  { id: 'denver', name: 'Spot Collection Center - LoDo', address: '1801 California St, Denver, CO 80202', lat: 39.7479, lng: -104.9899, phone: '(303) 555-0149', hours: WEEKDAYS },
  { id: 'phoenix', name: 'Spot Lab Partner - Midtown Phoenix', address: '3300 N Central Ave, Phoenix, AZ 85012', lat: 33.4884, lng: -112.0739, phone: '(602) 555-0183', hours: WEEKDAYS },
  { id: 'la', name: 'Spot Collection Center - Downtown LA', address: '633 W 5th St, Los Angeles, CA 90071', lat: 34.0509, lng: -118.2543, phone: '(213) 555-0164', hours: SATURDAYS },
  { id: 'sf', name: 'Spot Collection Center - SoMa', address: '101 California St, San Francisco, CA 94111', lat: 37.7929, lng: -122.3981, phone: '(415) 555-0152', hours: SATURDAYS },
  { id: 'seattle', name: 'Spot Lab Partner - South Lake Union', address: '400 Fairview Ave N, Seattle, WA 98109', lat: 47.6223, lng: -122.3339, phone: '(206) 555-0137', hours: WEEKDAYS },
  { id: 'honolulu', name: 'Spot Lab Partner - Ala Moana', address: '1441 Kapiolani Blvd, Honolulu, HI 96814', lat: 21.2916, lng: -157.8427, phone: '(808) 555-0175', hours: WEEKDAYS },
];
