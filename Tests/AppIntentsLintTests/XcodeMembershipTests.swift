import Testing

@testable import AppIntentsLint

/// Which targets of an Xcode 16 project compile a file in a synchronized folder, and whose build
/// settings the file gets: both read through one membership rule, with each exception set's
/// files taken as paths from the folder that names the set, as Xcode writes them.
@Suite struct XcodeMembershipTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// From the project's folder.
        let file: String
        let targets: [String]
        let languageMode: Int?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a path an exception set lists leaves the file out of that target, and out of its settings",
            file: "Shop/Orders/Checkout Intent.swift", targets: ["App"], languageMode: 6),
        Case(
            name: "a file of the same name elsewhere in the folder is in both targets",
            file: "Shop/Checkout Intent.swift", targets: ["App", "Widget"], languageMode: nil),
        Case(
            name: "a plain name is a file at the folder's top level",
            file: "Shop/Top.swift", targets: ["App"], languageMode: 6),
        Case(
            name: "a plain name does not reach into subfolders",
            file: "Shop/Deep/Top.swift", targets: ["App", "Widget"], languageMode: nil),
        Case(
            name: "an exception for a target that does not synchronize the folder adds the file to it",
            file: "Glance/Shared/Glance.swift", targets: ["App", "Widget"], languageMode: nil),
        Case(
            name: "only the listed path is added",
            file: "Glance/Glance.swift", targets: ["Widget"], languageMode: 5),
    ]

    static func scopes() -> BuildScopes {
        var scopes = BuildScopes()
        scopes.addBuildSettings(path: "/shop/Shop.xcodeproj/project.pbxproj", text: Self.project)
        return scopes
    }

    @Test(arguments: cases)
    func targetsAndSettingsAgree(_ item: Case) {
        let scopes = Self.scopes()
        let path = "/shop/" + item.file
        #expect(scopes.targets(forFile: path).sorted() == item.targets)
        #expect(scopes.settings(forFile: path).swiftLanguageMode == item.languageMode)
        #expect(scopes.settings(forFile: path).deploymentTarget == 17)
        #expect(scopes.isCompiled(path))
    }

    /// A file an exception set leaves out of the only target that synchronizes its folder is not
    /// compiled; its namesake in a subfolder is.
    @Test func aFileLeftOutOfEveryTargetIsNotCompiled() {
        let scopes = Self.scopes()
        #expect(!scopes.isCompiled("/shop/Glance/Preview.swift"))
        #expect(scopes.targets(forFile: "/shop/Glance/Preview.swift").isEmpty)
        #expect(scopes.isCompiled("/shop/Glance/Sub/Preview.swift"))
    }

    /// Our own project in the shape Xcode 16 writes: folders `Shop` (both targets, the widget's
    /// exceptions) and `Glance` (the widget's; an exception set adds one file to the app, another
    /// leaves one out of the widget).
    static let project = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		5A0000000000000000000101 /* Exceptions for "Shop" folder in "Widget" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				"Orders/Checkout Intent.swift",
        				Top.swift,
        			);
        			target = 5A0000000000000000000302 /* Widget */;
        		};
        		5A0000000000000000000102 /* Exceptions for "Glance" folder in "App" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Shared/Glance.swift,
        			);
        			target = 5A0000000000000000000301 /* App */;
        		};
        		5A0000000000000000000103 /* Exceptions for "Glance" folder in "Widget" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Preview.swift,
        			);
        			target = 5A0000000000000000000302 /* Widget */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		5A0000000000000000000201 /* Shop */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (5A0000000000000000000101 /* Exceptions for "Shop" folder in "Widget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Shop; sourceTree = "<group>"; };
        		5A0000000000000000000202 /* Glance */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (5A0000000000000000000102 /* Exceptions for "Glance" folder in "App" target */, 5A0000000000000000000103 /* Exceptions for "Glance" folder in "Widget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Glance; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        		5A0000000000000000000401 = {
        			isa = PBXGroup;
        			children = (
        				5A0000000000000000000201 /* Shop */,
        				5A0000000000000000000202 /* Glance */,
        			);
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		5A0000000000000000000301 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = 5A0000000000000000000501 /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        			);
        			fileSystemSynchronizedGroups = (
        				5A0000000000000000000201 /* Shop */,
        			);
        			name = App;
        			productName = App;
        			productType = "com.apple.product-type.application";
        		};
        		5A0000000000000000000302 /* Widget */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = 5A0000000000000000000502 /* Build configuration list for PBXNativeTarget "Widget" */;
        			buildPhases = (
        			);
        			fileSystemSynchronizedGroups = (
        				5A0000000000000000000201 /* Shop */,
        				5A0000000000000000000202 /* Glance */,
        			);
        			name = Widget;
        			productName = Widget;
        			productType = "com.apple.product-type.app-extension";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		5A0000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = 5A0000000000000000000500 /* Build configuration list for PBXProject "Shop" */;
        			mainGroup = 5A0000000000000000000401;
        			targets = (
        				5A0000000000000000000301 /* App */,
        				5A0000000000000000000302 /* Widget */,
        			);
        		};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        		5A0000000000000000000600 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
        			};
        			name = Debug;
        		};
        		5A0000000000000000000601 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				SWIFT_VERSION = 6.0;
        			};
        			name = Debug;
        		};
        		5A0000000000000000000602 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				SWIFT_VERSION = 5.0;
        			};
        			name = Debug;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		5A0000000000000000000500 /* Build configuration list for PBXProject "Shop" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				5A0000000000000000000600 /* Debug */,
        			);
        		};
        		5A0000000000000000000501 /* Build configuration list for PBXNativeTarget "App" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				5A0000000000000000000601 /* Debug */,
        			);
        		};
        		5A0000000000000000000502 /* Build configuration list for PBXNativeTarget "Widget" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				5A0000000000000000000602 /* Debug */,
        			);
        		};
        /* End XCConfigurationList section */
        	};
        	rootObject = 5A0000000000000000000001 /* Project object */;
        }
        """
}
