package demo

// The cards are written as JSON, as an operator would publish them, so that
// they read like Annex A of the specification. {{URL}} becomes the agent's
// JSON-RPC endpoint on loopback when the agent starts.

// chapelCard is card A.1 with the loopback URL in supportedInterfaces. One
// more difference: A.1 writes a scheme's scopes in proto JSON form
// ({"list": ["openid"]}), which a2a-go v2.4.0 does not decode; the card says
// ["openid"], the form a2a-go reads and writes.
const chapelCard = `{
  "name": "Example Memorial Chapel assistant",
  "description": "Answers questions for Example Memorial Chapel. Gives public information to any caller. Information the chapel gives on request is given to the person who asks, at the address stated.",
  "supportedInterfaces": [
    {"url": "{{URL}}", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
  ],
  "provider": {"organization": "Example Memorial Chapel", "url": "https://example.com"},
  "version": "1.0.0",
  "capabilities": {
    "streaming": false,
    "pushNotifications": false,
    "extensions": [
      {
        "uri": "https://agent-capability.org/ext/on-request/v1",
        "description": "Skills whose information the chapel gives to the person who asks, and where a person asks.",
        "required": false,
        "params": {
          "skills": [
            {"id": "service-pricing", "personEntry": "https://ask.example.com/talk", "assistantAccess": false},
            {"id": "arrangement-booking", "personEntry": "https://ask.example.com/talk", "assistantAccess": true, "completion": "in-conversation"}
          ]
        }
      }
    ]
  },
  "securitySchemes": {
    "family-portal": {
      "openIdConnectSecurityScheme": {"openIdConnectUrl": "https://portal.example.com/.well-known/openid-configuration"}
    }
  },
  "defaultInputModes": ["text/plain"],
  "defaultOutputModes": ["text/plain"],
  "skills": [
    {"id": "opening-hours", "name": "Opening hours and location", "description": "States the chapel's opening hours and where to find it.", "tags": ["hours", "location"], "examples": ["When is Example Memorial Chapel open?"]},
    {"id": "service-pricing", "name": "Service costs", "description": "Costs and inclusions of the chapel's services. Given to the person who asks, on request.", "tags": ["pricing", "services"], "examples": ["What does a cremation cost at Example Memorial Chapel?"]},
    {"id": "arrangement-booking", "name": "Book an arrangement meeting", "description": "Checks director availability and books an arrangement meeting. The person confirms the booking themselves.", "tags": ["booking", "arrangements"]},
    {"id": "transfer-status", "name": "Transfer status", "description": "Confirms whether a person has been brought into the chapel's care. Requires the family member to sign in.", "tags": ["status"], "securityRequirements": [{"schemes": {"family-portal": ["openid"]}}]},
    {"id": "speak-to-staff", "name": "Speak to a member of staff", "description": "Transfer to a funeral director, or a callback, Monday to Friday 09:00 to 17:00, in English. Outside those hours a callback is arranged for the next working day.", "tags": ["escalation", "human"]}
  ],
  "signatures": [{"protected": "eyJhbGciOiJFUzI1NiIsImtpZCI6ImNoYXBlbC0xIn0", "signature": "PLACEHOLDER"}]
}`

// clinicCard opens its fees to assistants (given-on-opt-in) and takes
// appointment requests that reception completes later (deferred).
const clinicCard = `{
  "name": "Example Family Clinic assistant",
  "description": "Answers questions for Example Family Clinic and passes appointment requests to reception.",
  "supportedInterfaces": [
    {"url": "{{URL}}", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
  ],
  "provider": {"organization": "Example Family Clinic", "url": "https://example.org"},
  "version": "1.0.0",
  "capabilities": {
    "streaming": false,
    "pushNotifications": false,
    "extensions": [
      {
        "uri": "https://agent-capability.org/ext/on-request/v1",
        "description": "Skills whose information the clinic gives to the person who asks, and where a person asks.",
        "required": false,
        "params": {
          "skills": [
            {"id": "consultation-fees", "personEntry": "https://www.example.org/contact", "assistantAccess": true},
            {"id": "appointment-request", "personEntry": "https://www.example.org/contact", "assistantAccess": true, "completion": "deferred"}
          ]
        }
      }
    ]
  },
  "defaultInputModes": ["text/plain"],
  "defaultOutputModes": ["text/plain"],
  "skills": [
    {"id": "consultation-fees", "name": "Consultation fees", "description": "What a consultation costs for patients who pay themselves. Given on request; the clinic has opened it to assistants.", "tags": ["fees", "pricing"], "examples": ["What does a consultation cost at Example Family Clinic?"]},
    {"id": "appointment-request", "name": "Request an appointment", "description": "Passes an appointment request to reception. A member of staff confirms a time later.", "tags": ["appointments", "booking"], "examples": ["I would like an appointment on Tuesday."]},
    {"id": "vaccination-availability", "name": "Vaccination availability", "description": "Whether the clinic has a vaccine in stock this week.", "tags": ["vaccination"], "examples": ["Do you have flu vaccines this week?"]}
  ]
}`

// lawCard quotes on request by telephone and subscribes people to its
// newsletter in the conversation.
const lawCard = `{
  "name": "Example Law Partners assistant",
  "description": "Answers questions for Example Law Partners.",
  "supportedInterfaces": [
    {"url": "{{URL}}", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
  ],
  "provider": {"organization": "Example Law Partners", "url": "https://example.net"},
  "version": "1.0.0",
  "capabilities": {
    "streaming": false,
    "pushNotifications": false,
    "extensions": [
      {
        "uri": "https://agent-capability.org/ext/on-request/v1",
        "description": "Skills whose information the firm gives to the person who asks, and where a person asks.",
        "required": false,
        "params": {
          "skills": [
            {"id": "fee-quote", "personEntry": "tel:+1-555-0100"},
            {"id": "newsletter-subscribe", "personEntry": "https://www.example.net/newsletter", "assistantAccess": true, "completion": "in-conversation"}
          ]
        }
      }
    ]
  },
  "defaultInputModes": ["text/plain"],
  "defaultOutputModes": ["text/plain"],
  "skills": [
    {"id": "fee-quote", "name": "Fee quote", "description": "What the firm would charge for a matter. Quoted to the person who asks, after hearing the matter.", "tags": ["fees", "quote"], "examples": ["What would Example Law Partners charge for a will?"]},
    {"id": "newsletter-subscribe", "name": "Subscribe to the newsletter", "description": "Subscribes the person to the firm's monthly newsletter. They can unsubscribe at any time.", "tags": ["newsletter"], "examples": ["Subscribe me to the newsletter."]}
  ]
}`
